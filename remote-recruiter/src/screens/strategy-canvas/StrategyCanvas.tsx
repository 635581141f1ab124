import { useState, type FormEvent } from 'react';
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
import { apiErrorMessage } from 'shared-kernel/forms';
import { labelOf } from '../../kit/form';
import { COMMON } from '../../texts';
import { QueryView, Section } from 'shared-kernel/ui';
import { CANVAS_TEXTS as T } from '../../texts-company';

type ListKey = 'coreValues' | 'standards';
type Errors = Partial<Record<`${ListKey}-${number}`, string>>;

function ItemsEditor({
  list,
  items,
  errors,
  withValue,
  onChange,
}: {
  list: ListKey;
  items: CanvasItem[];
  errors: Errors;
  withValue: boolean;
  onChange: (items: CanvasItem[]) => void;
}) {
  const update = (index: number, patch: Partial<CanvasItem>) =>
    onChange(items.map((item, i) => (i === index ? { ...item, ...patch } : item)));
  return (
    <Stack spacing={2}>
      {items.length === 0 && (
        <Typography color="text.secondary">
          {list === 'coreValues' ? T.emptyValues : T.emptyStandards}
        </Typography>
      )}
      {items.map((item, index) => (
        <Paper key={index} variant="outlined" sx={{ p: 2, bgcolor: 'grey.50' }}>
          <Stack spacing={1.5}>
            <Box sx={{ display: 'flex', gap: 1 }}>
              <TextField
                id={`${list}-${index}-title`}
                label={T.itemTitle}
                value={item.title}
                onChange={(e) => update(index, { title: e.target.value })}
                error={Boolean(errors[`${list}-${index}`])}
                helperText={errors[`${list}-${index}`]}
                slotProps={{ htmlInput: { maxLength: 120 } }}
                fullWidth
                size="small"
              />
              <IconButton
                aria-label={T.removeItem(item.title)}
                onClick={() => onChange(items.filter((_, i) => i !== index))}
              >
                <DeleteOutline />
              </IconButton>
            </Box>
            <TextField
              id={`${list}-${index}-description`}
              label={T.itemDescription}
              value={item.description}
              onChange={(e) => update(index, { description: e.target.value })}
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
                value={item.primaryValue ?? ''}
                onChange={(e) =>
                  update(index, { primaryValue: (e.target.value || null) as PrimaryValue | null })
                }
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
      ))}
      {items.length < T.max && (
        <Box>
          <Button
            onClick={() => onChange([...items, { title: '', description: '', primaryValue: null }])}
          >
            {list === 'coreValues' ? T.addValue : T.addStandard}
          </Button>
        </Box>
      )}
    </Stack>
  );
}

function CanvasForm({ canvas }: { canvas: Canvas }) {
  const [coreValues, setCoreValues] = useState(canvas.coreValues);
  const [standards, setStandards] = useState(canvas.standards);
  const [apply, setApply] = useState(true);
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const mutation = useSaveCanvas({
    onSuccess: () => {
      toast({ title: T.saved });
    },
    onError: (error) => setAlert(apiErrorMessage(error, COMMON.networkError)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    coreValues.forEach((item, i) => {
      if (!item.title.trim()) found[`coreValues-${i}`] = T.titleRequired;
    });
    standards.forEach((item, i) => {
      if (!item.title.trim()) found[`standards-${i}`] = T.titleRequired;
    });
    setErrors(found);
    setAlert(null);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(`${first}-title`)?.focus();
      return;
    }
    mutation.mutate({
      coreValues: coreValues.map((i) => ({
        title: i.title.trim(),
        description: i.description.trim(),
        primaryValue: i.primaryValue ?? null,
      })),
      standards: standards.map((i) => ({
        title: i.title.trim(),
        description: i.description.trim(),
      })),
      applyToCultureProfile: apply,
    });
  };

  const profile = mutation.data?.primaryValues ?? canvas.primaryValues;
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Section title={T.coreValues} id="canvas-values">
          <ItemsEditor
            list="coreValues"
            items={coreValues}
            errors={errors}
            withValue
            onChange={setCoreValues}
          />
        </Section>
        <Section title={T.standards} id="canvas-standards">
          <ItemsEditor
            list="standards"
            items={standards}
            errors={errors}
            withValue={false}
            onChange={setStandards}
          />
        </Section>
      </Box>
      <Typography sx={{ mb: 1 }}>
        {T.profileValues}: {profile.length ? profile.map(labelOf).join(', ') : T.noneYet}
      </Typography>
      <FormControlLabel
        control={<Checkbox checked={apply} onChange={(e) => setApply(e.target.checked)} />}
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
