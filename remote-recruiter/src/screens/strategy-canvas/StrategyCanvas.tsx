import type { UseFormReturn } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { PageContainer, toast } from 'shared-kernel';
import { PRIMARY_VALUES, type PrimaryValue } from 'shared-kernel/rules';
import {
  useCanvas,
  useSaveCanvas,
  type CanvasItem,
  type StrategyCanvas as Canvas,
} from '../../api/canvas';
import { SaveCanvasBodySchema, type SaveCanvasBody } from 'shared-kernel/contract';
import {
  textFieldProps,
  useContractField,
  useContractForm,
  useFormSubmit,
} from 'shared-kernel/forms';
import { labelOf } from '../../kit/form';
import { COMMON } from '../../texts';
import { QueryView, Section } from 'shared-kernel/ui';
import { CANVAS_TEXTS as T } from '../../texts-company';

type ListKey = 'coreValues' | 'standards';
type CanvasValues = {
  coreValues: CanvasItem[];
  standards: CanvasItem[];
  applyToCultureProfile: boolean;
};
type CanvasFields = UseFormReturn<CanvasValues, unknown, SaveCanvasBody>;

/** Every item needs a title (said under it); the API checks the rest. */
function check(values: CanvasValues) {
  const found: Record<string, string> = {};
  for (const list of ['coreValues', 'standards'] as const)
    values[list].forEach((item, i) => {
      if (!item.title.trim()) found[`${list}.${i}.title`] = T.titleRequired;
    });
  return found;
}

/** PUT /api/strategy-canvas's body: trimmed, standards without a primary value. */
const toBody = (values: CanvasValues): SaveCanvasBody => ({
  coreValues: values.coreValues.map((i) => ({
    title: i.title.trim(),
    description: i.description.trim(),
    primaryValue: i.primaryValue ?? null,
  })),
  standards: values.standards.map((i) => ({
    title: i.title.trim(),
    description: i.description.trim(),
  })),
  applyToCultureProfile: values.applyToCultureProfile,
});

function ItemEditor({
  form,
  list,
  index,
  withValue,
  onRemove,
}: {
  form: CanvasFields;
  list: ListKey;
  index: number;
  withValue: boolean;
  onRemove: () => void;
}) {
  const title = useContractField(form, `${list}.${index}.title`);
  const description = useContractField(form, `${list}.${index}.description`);
  const value = useContractField(form, `${list}.${index}.primaryValue`);
  return (
    <Paper variant="outlined" sx={{ p: 2, bgcolor: 'grey.50' }}>
      <Stack spacing={1.5}>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <TextField
            id={`${list}-${index}-title`}
            label={T.itemTitle}
            {...textFieldProps(title)}
            slotProps={{ htmlInput: { maxLength: 120 } }}
            fullWidth
            size="small"
          />
          <IconButton aria-label={T.removeItem(title.value)} onClick={onRemove}>
            <DeleteOutline />
          </IconButton>
        </Box>
        <TextField
          id={`${list}-${index}-description`}
          label={T.itemDescription}
          {...textFieldProps(description)}
          slotProps={{ htmlInput: { maxLength: 1000 } }}
          multiline
          minRows={2}
          fullWidth
          size="small"
        />
        {withValue && (
          <TextField
            id={`${list}-${index}-value`}
            select
            label={T.primaryValue}
            {...textFieldProps({
              ...value,
              // None is '' in the menu and null in the body.
              value: value.value ?? '',
              onChange: (picked: string) => value.onChange((picked || null) as PrimaryValue | null),
            })}
            size="small"
            sx={{ maxWidth: 260 }}
          >
            <MenuItem value="">{T.none}</MenuItem>
            {PRIMARY_VALUES.map((v) => (
              <MenuItem key={v} value={v}>
                {labelOf(v)}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Stack>
    </Paper>
  );
}

function ItemsEditor({
  form,
  list,
  withValue,
}: {
  form: CanvasFields;
  list: ListKey;
  withValue: boolean;
}) {
  const items = form.watch(list);
  const setItems = (next: CanvasItem[]) => form.setValue(list, next);
  return (
    <Stack spacing={2}>
      {items.length === 0 && (
        <Typography color="text.secondary">
          {list === 'coreValues' ? T.emptyValues : T.emptyStandards}
        </Typography>
      )}
      {items.map((_, index) => (
        <ItemEditor
          key={index}
          form={form}
          list={list}
          index={index}
          withValue={withValue}
          onRemove={() => setItems(items.filter((__, i) => i !== index))}
        />
      ))}
      {items.length < T.max && (
        <Box>
          <Button
            onClick={() => setItems([...items, { title: '', description: '', primaryValue: null }])}
          >
            {list === 'coreValues' ? T.addValue : T.addStandard}
          </Button>
        </Box>
      )}
    </Stack>
  );
}

function CanvasForm({ canvas }: { canvas: Canvas }) {
  const form = useContractForm<typeof SaveCanvasBodySchema, CanvasValues>(SaveCanvasBodySchema, {
    defaultValues: {
      coreValues: canvas.coreValues,
      standards: canvas.standards,
      applyToCultureProfile: true,
    },
    checks: check,
    toBody,
  });
  const apply = useContractField(form, 'applyToCultureProfile');
  const mutation = useSaveCanvas({ onSuccess: () => toast({ title: T.saved }) });
  // A failed save keeps the canvas as edited; the API's message shows in the alert.
  const { alert, onSubmit } = useFormSubmit(
    form,
    (body: SaveCanvasBody, fail) => mutation.mutate(body, { onError: fail }),
    { networkMessage: COMMON.networkError },
  );

  const profile = mutation.data?.primaryValues ?? canvas.primaryValues;
  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Section title={T.coreValues} id="canvas-values">
          <ItemsEditor form={form} list="coreValues" withValue />
        </Section>
        <Section title={T.standards} id="canvas-standards">
          <ItemsEditor form={form} list="standards" withValue={false} />
        </Section>
      </Box>
      <Typography sx={{ mb: 1 }}>
        {T.profileValues}: {profile.length ? profile.map(labelOf).join(', ') : T.noneYet}
      </Typography>
      <FormControlLabel
        control={
          <Checkbox checked={apply.value} onChange={(e) => apply.onChange(e.target.checked)} />
        }
        label={T.apply}
      />
      {alert && (
        <Alert severity="error" sx={{ my: 2 }}>
          {alert}
        </Alert>
      )}
      <Box sx={{ mt: 1 }}>
        <Button type="submit" variant="contained" disabled={mutation.isPending}>
          {T.save}
        </Button>
      </Box>
    </Box>
  );
}

/** /strategy-canvas: the team's values and standards; saving can feed the culture profile. */
export default function StrategyCanvas() {
  const canvas = useCanvas();
  return (
    <PageContainer title={T.title} subtitle={T.subtitle}>
      <QueryView query={canvas}>{(c) => <CanvasForm canvas={c} />}</QueryView>
    </PageContainer>
  );
}
