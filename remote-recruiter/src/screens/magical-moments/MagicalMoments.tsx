import { useState } from 'react';
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
import { CreateMomentBodySchema } from 'shared-kernel/contract';
import {
  useContractField,
  useContractForm,
  textFieldProps,
  useFormSubmit,
} from 'shared-kernel/forms';
import { formatShortDate, londonDay } from 'shared-kernel/rules';
import {
  useCreateMoment,
  useDeleteMoment,
  useMoments,
  type MagicalMoment,
} from '../../api/moments';
import { useVenues } from '../../api/venues';
import { ConfirmDialog, QueryView, Section } from 'shared-kernel/ui';
import { COMMON } from '../../texts';
import { MOMENTS_TEXTS as T } from '../../texts-company';

type Field = 'teamMemberName' | 'title' | 'description' | 'occurredOn' | 'venueId';

function MomentForm() {
  const venues = useVenues(true);
  // Today in London: a moment logged late in the evening is still today's.
  const today = londonDay();
  const empty = {
    teamMemberName: '',
    title: '',
    description: '',
    occurredOn: today,
    venueId: '',
  };
  // POST /api/magical-moments' schema checks what is sent, after the form's own checks.
  const form = useContractForm<typeof CreateMomentBodySchema, Record<Field, string>>(
    CreateMomentBodySchema,
    {
      defaultValues: empty,
      checks: (values) => ({
        teamMemberName: values.teamMemberName.trim() ? undefined : T.teamMemberRequired,
        description: values.description.trim() ? undefined : T.descriptionRequired,
        occurredOn: values.occurredOn > londonDay() ? T.future : undefined,
      }),
      toBody: (values) => ({
        teamMemberName: values.teamMemberName.trim(),
        title: values.title.trim() || null,
        description: values.description.trim(),
        occurredOn: values.occurredOn || undefined,
        venueId: values.venueId || null,
      }),
    },
  );
  const fields = {
    teamMemberName: useContractField(form, 'teamMemberName'),
    title: useContractField(form, 'title'),
    description: useContractField(form, 'description'),
    occurredOn: useContractField(form, 'occurredOn'),
    venueId: useContractField(form, 'venueId'),
  };
  const mutation = useCreateMoment({
    onSuccess: () => {
      toast({ title: T.saved });
      form.reset(empty);
    },
  });
  const { alert, onSubmit } = useFormSubmit(form, mutation, {
    networkMessage: COMMON.networkError,
  });
  const field = (name: Field, label: string, extra: object = {}) => (
    <TextField
      id={`moment-${name}`}
      label={label}
      {...textFieldProps(fields[name])}
      fullWidth
      {...extra}
    />
  );
  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
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
            slotProps: { inputLabel: { shrink: true }, htmlInput: { max: today } },
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
                  <MomentCard
                    key={m.id}
                    moment={m}
                    // A plain member deletes only the moments they logged (the API says 403).
                    onDelete={m.canDelete ? () => setDeleting(m) : undefined}
                  />
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
