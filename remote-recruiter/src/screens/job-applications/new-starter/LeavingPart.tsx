import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { toast } from 'shared-kernel';
import { LeftInputSchema } from 'shared-kernel/contract';
import {
  textFieldProps,
  useContractField,
  useContractForm,
  useFormSubmit,
} from 'shared-kernel/forms';
import { londonDay } from 'shared-kernel/rules';
import { useRecordLeaving, type NewStarter } from '../../../api/new-starters';
import { COMMON } from '../../../texts';
import { NEW_STARTER as T } from '../../../texts-new-starter';
import { dayText } from './format';
import { Part } from './Part';
import { RetryAlert } from './RetryAlert';

/**
 * The leaving day (owners and admins): the records are kept 2 years after it, then deleted. It
 * can be set again (a corrected day moves the deletion with it).
 */
export function LeavingPart({ record }: { record: NewStarter }) {
  const id = record.applicationId;
  const form = useContractForm(LeftInputSchema, {
    defaultValues: { leftOn: record.leftOn ?? londonDay() },
    checks: (values) => ({ leftOn: values.leftOn ? undefined : T.leftOnRequired }),
    labels: { leftOn: T.leftOn },
  });
  const leftOn = useContractField(form, 'leftOn');
  const leaving = useRecordLeaving({ onSuccess: () => toast({ title: T.leavingRecorded }) });
  const { alert, onSubmit } = useFormSubmit(
    form,
    (body, fail) => leaving.mutateAsync({ id, leftOn: body.leftOn }).catch(fail),
    { networkMessage: COMMON.networkError },
  );
  return (
    <Part title={T.leavingTitle}>
      {record.leftOn && (
        <Typography>
          {T.leftOnDay(dayText(record.leftOn))}
          {record.keepUntil ? ` · ${T.keptUntil(dayText(record.keepUntil))}` : ''}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {T.leavingHelp}
      </Typography>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Stack
          spacing={1.5}
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ alignItems: 'flex-start' }}
        >
          <TextField
            id={`left-on-${id}`}
            type="date"
            label={T.leftOn}
            {...textFieldProps(leftOn)}
            slotProps={{ inputLabel: { shrink: true } }}
            size="small"
          />
          <Button type="submit" variant="outlined" disabled={leaving.isPending}>
            {T.recordLeaving}
          </Button>
        </Stack>
        {alert && <RetryAlert message={alert} spaced />}
      </Box>
    </Part>
  );
}
