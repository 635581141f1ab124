import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { EmptyState, PageContainer, toast } from 'shared-kernel';
import { formatShortDate } from 'shared-kernel/rules';
import {
  useCreateMoment,
  useDeleteMoment,
  useMoments,
  type MagicalMoment,
} from '../../api/moments';
import { useVenues } from '../../api/venues';
import { ConfirmDialog } from '../../company-kit/ConfirmDialog';
import { isoDay, useFormState, type FieldErrors } from '../../company-kit/form';
import { QueryView } from '../../company-kit/QueryView';
import { Section } from '../../company-kit/Section';
import { MOMENTS_TEXTS as T } from '../../texts-company';

type Field = 'teamMemberName' | 'title' | 'description' | 'occurredOn' | 'venueId';
const FIELDS: readonly Field[] = [
  'teamMemberName',
  'title',
  'description',
  'occurredOn',
  'venueId',
];

function MomentForm() {
  const venues = useVenues(true);
  const empty = {
    teamMemberName: '',
    title: '',
    description: '',
    occurredOn: isoDay(new Date()),
    venueId: '',
  };
  const {
    values,
    setValues,
    errors,
    setErrors,
    alert,
    setAlert,
    change: set,
    showSaveError,
  } = useFormState<Field>(empty);
  const mutation = useCreateMoment({
    onSuccess: () => {
      toast({ title: T.saved });
      setValues(empty);
    },
    onError: (error) => showSaveError(error, FIELDS),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors<Field> = {};
    if (!values.teamMemberName.trim()) found.teamMemberName = T.teamMemberRequired;
    if (!values.description.trim()) found.description = T.descriptionRequired;
    if (values.occurredOn > isoDay(new Date())) found.occurredOn = T.future;
    setErrors(found);
    setAlert(null);
    const first = FIELDS.find((f) => found[f]);
    if (first) {
      document.getElementById(`moment-${first}`)?.focus();
      return;
    }
    mutation.mutate({
      teamMemberName: values.teamMemberName.trim(),
      title: values.title.trim() || null,
      description: values.description.trim(),
      occurredOn: values.occurredOn || undefined,
      venueId: values.venueId || null,
    });
  };
  const field = (name: Field, label: string, extra: object = {}) => (
    <TextField
      id={`moment-${name}`}
      label={label}
      value={values[name]}
      onChange={set(name)}
      error={Boolean(errors[name])}
      helperText={errors[name]}
      fullWidth
      {...extra}
    />
  );
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={2}>
        {alert && <Alert severity="error">{alert}</Alert>}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {field('teamMemberName', T.teamMember, { slotProps: { htmlInput: { maxLength: 120 } } })}
          {field('title', T.momentTitle, { slotProps: { htmlInput: { maxLength: 200 } } })}
        </Stack>
        {field('description', T.description, {
          multiline: true,
          minRows: 3,
          slotProps: { htmlInput: { maxLength: 5000 } },
        })}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {field('occurredOn', T.occurredOn, {
            type: 'date',
            slotProps: { inputLabel: { shrink: true }, htmlInput: { max: isoDay(new Date()) } },
          })}
          {field('venueId', T.venue, {
            select: true,
            children: [
              <MenuItem key="" value="">
                {T.noVenue}
              </MenuItem>,
              ...(venues.data?.items ?? []).map((v) => (
                <MenuItem key={v.id} value={v.id}>
                  {v.name}
                </MenuItem>
              )),
            ],
          })}
        </Stack>
        <Box>
          <Button type="submit" variant="contained" disabled={mutation.isPending}>
            {T.save}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

/** One logged moment, as Rehire shows it too. */
export function MomentCard({ moment, onDelete }: { moment: MagicalMoment; onDelete?: () => void }) {
  return (
    <Card variant="outlined" component="article">
      <CardContent>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          {moment.title ?? moment.teamMemberName}
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {moment.teamMemberName} · {formatShortDate(`${moment.occurredOn}T12:00:00Z`)}
          {moment.venueName ? ` · ${moment.venueName}` : ''}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-line' }}>{moment.description}</Typography>
        {onDelete && (
          <Button size="small" color="error" onClick={onDelete} sx={{ mt: 1 }}>
            {T.delete}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

/** /magical-moments: log standout guest moments by team members; used when rehiring. */
export default function MagicalMoments() {
  const moments = useMoments();
  const [deleting, setDeleting] = useState<MagicalMoment | null>(null);
  const remove = useDeleteMoment({
    onSuccess: () => {
      setDeleting(null);
      toast({ title: T.deleted });
    },
    onError: (error) => {
      setDeleting(null);
      toast({ title: error.message, variant: 'destructive' });
    },
  });
  return (
    <PageContainer title={T.title} subtitle={T.subtitle}>
      <Section title={T.log} id="moments-log">
        <MomentForm />
      </Section>
      <Section title={T.list} id="moments-list">
        <QueryView query={moments}>
          {(page) =>
            page.items.length === 0 ? (
              <EmptyState title={T.empty} description={T.emptyHint} />
            ) : (
              <Box
                sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
              >
                {page.items.map((m) => (
                  <MomentCard key={m.id} moment={m} onDelete={() => setDeleting(m)} />
                ))}
              </Box>
            )
          }
        </QueryView>
      </Section>
      <ConfirmDialog
        open={deleting !== null}
        title={T.deleteTitle}
        body={T.deleteBody}
        confirmLabel={T.delete}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        onClose={() => setDeleting(null)}
      />
    </PageContainer>
  );
}
