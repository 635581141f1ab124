import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { EmptyState, PageContainer, QueryView, toast } from 'shared-kernel';
import { formatPay, formatShortDate } from 'shared-kernel/rules';
import {
  useDeleteJobAlert,
  useJobAlerts,
  useSaveJobAlert,
  useUpdateJobAlert,
  type AlertCriteria,
  type AlertInput,
  type JobAlert,
} from '../../api/alerts';
import { DEFAULT_WITHIN_MILES } from '../../api/jobs';
import { ALERTS } from '../../texts';
import { ToneChip } from '../../components/ToneChip';
import { AlertForm } from './AlertForm';

/** The alert's criteria in words: 'bartender · London · Bar · Part time · from £12.00/hour'. */
export function describeCriteria(criteria: AlertCriteria): string {
  const parts: string[] = [];
  if (criteria.q) parts.push(`"${criteria.q}"`);
  if (criteria.city) parts.push(criteria.city);
  if (criteria.near)
    parts.push(ALERTS.near(criteria.within ?? DEFAULT_WITHIN_MILES, criteria.near));
  for (const v of criteria.venueTypes ?? []) parts.push(ALERTS.venueTypeLabels[v] ?? v);
  for (const e of criteria.employmentTypes ?? []) parts.push(ALERTS.employmentTypeLabels[e] ?? e);
  if (criteria.pace) parts.push(`${ALERTS.paceLabels[criteria.pace] ?? criteria.pace} pace`);
  if (criteria.minPay != null)
    parts.push(
      `from ${formatPay({ salaryAmount: criteria.minPay, salaryType: criteria.salaryType ?? 'yearly' })}`,
    );
  return parts.length ? parts.join(' · ') : ALERTS.anything;
}

type Editing = { mode: 'create' } | { mode: 'edit'; alert: JobAlert } | null;

export default function JobAlerts() {
  const alerts = useJobAlerts();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<JobAlert | null>(null);

  const save = useSaveJobAlert({
    onSuccess: (_, input) => {
      toast({ title: input.id ? ALERTS.updated : ALERTS.created });
      setEditing(null);
    },
  });
  const toggle = useUpdateJobAlert();
  const remove = useDeleteJobAlert({
    onSuccess: () => {
      toast({ title: ALERTS.deleted });
      setDeleting(null);
    },
  });

  // The form is drawn afresh each time it opens: no alert or message of a former save.
  const open = (next: Editing) => setEditing(next);

  const body = (
    <QueryView query={alerts} errorTitle={ALERTS.loadFailed} allowNull>
      {(data) => {
        if (!data?.items.length)
          return (
            <EmptyState
              title={ALERTS.empty}
              description={ALERTS.emptyText}
              action={
                <Button
                  variant="contained"
                  startIcon={<AddIcon />}
                  onClick={() => open({ mode: 'create' })}
                >
                  {ALERTS.create}
                </Button>
              }
            />
          );
        return (
          <Stack spacing={2}>
            {toggle.isError && <Alert severity="error">{(toggle.error as Error).message}</Alert>}
            <Stack component="ul" spacing={2} sx={{ p: 0, m: 0, listStyle: 'none' }}>
              {data.items.map((alert) => (
                <Card key={alert.id} variant="outlined" component="li" aria-label={alert.name}>
                  <CardContent>
                    <Stack
                      direction={{ xs: 'column', sm: 'row' }}
                      spacing={2}
                      sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
                    >
                      <Stack spacing={0.5} sx={{ minWidth: 0 }}>
                        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                          <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
                            {alert.name}
                          </Typography>
                          <ToneChip
                            tone={alert.active ? 'success' : 'neutral'}
                            label={alert.active ? ALERTS.active : ALERTS.paused}
                          />
                        </Stack>
                        <Typography color="text.secondary">
                          {describeCriteria(alert.criteria)}
                        </Typography>
                        {alert.lastNotifiedAt && (
                          <Typography variant="body2" color="text.secondary">
                            {ALERTS.lastMatch(formatShortDate(alert.lastNotifiedAt))}
                          </Typography>
                        )}
                      </Stack>
                      <Stack
                        direction="row"
                        spacing={1}
                        sx={{ alignItems: 'center', flexShrink: 0 }}
                      >
                        <FormControlLabel
                          control={
                            <Switch
                              checked={alert.active}
                              disabled={toggle.isPending}
                              onChange={() =>
                                toggle.mutate({ id: alert.id, active: !alert.active })
                              }
                            />
                          }
                          label={alert.active ? ALERTS.pause : ALERTS.resume}
                        />
                        <Button onClick={() => open({ mode: 'edit', alert })}>{ALERTS.edit}</Button>
                        <Button
                          color="error"
                          onClick={() => {
                            remove.reset();
                            setDeleting(alert);
                          }}
                        >
                          {ALERTS.delete}
                        </Button>
                      </Stack>
                    </Stack>
                  </CardContent>
                </Card>
              ))}
            </Stack>
          </Stack>
        );
      }}
    </QueryView>
  );

  return (
    <PageContainer
      title={ALERTS.title}
      subtitle={ALERTS.subtitle}
      maxWidth={880}
      actions={
        alerts.data?.items.length ? (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => open({ mode: 'create' })}
          >
            {ALERTS.create}
          </Button>
        ) : undefined
      }
    >
      {body}
      <Dialog
        open={editing !== null}
        onClose={() => !save.isPending && setEditing(null)}
        aria-labelledby="alert-dialog-title"
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle id="alert-dialog-title">
          {editing?.mode === 'edit' ? ALERTS.editTitle : ALERTS.createTitle}
        </DialogTitle>
        {editing && (
          <AlertForm
            alert={editing.mode === 'edit' ? editing.alert : undefined}
            pending={save.isPending}
            onSave={(input: AlertInput, fail) =>
              save.mutate(editing.mode === 'edit' ? { ...input, id: editing.alert.id } : input, {
                onError: fail,
              })
            }
            onCancel={() => setEditing(null)}
          />
        )}
      </Dialog>
      <Dialog
        open={deleting !== null}
        onClose={() => !remove.isPending && setDeleting(null)}
        aria-labelledby="alert-delete-title"
      >
        <DialogTitle id="alert-delete-title">{ALERTS.deleteTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>{deleting && ALERTS.deleteText(deleting.name)}</DialogContentText>
          {remove.isError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {(remove.error as Error).message}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDeleting(null)} disabled={remove.isPending}>
            {ALERTS.cancel}
          </Button>
          <Button
            color="error"
            variant="contained"
            disabled={remove.isPending}
            onClick={() => deleting && remove.mutate(deleting.id)}
          >
            {ALERTS.delete}
          </Button>
        </DialogActions>
      </Dialog>
    </PageContainer>
  );
}
