import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { toast } from 'shared-kernel';
import { FirstShiftInputSchema } from 'shared-kernel/contract';
import {
  textFieldProps,
  useContractField,
  useContractForm,
  useFormSubmit,
} from 'shared-kernel/forms';
import { NEW_STARTER_TEXTS } from 'shared-kernel/rules';
import { useConfirmFirstShift, type NewStarter } from '../../../api/new-starters';
import { COMMON } from '../../../texts';
import { NEW_STARTER as T } from '../../../texts-new-starter';
import { dayText } from './format';
import { Part } from './Part';
import { RetryAlert } from './RetryAlert';

/**
 * The first shift: any member of the company confirms its day, once the right-to-work check is
 * recorded (before, the button says why it is off; the API's 409 says the same).
 */
export function FirstShift({ record, checked }: { record: NewStarter; checked: boolean }) {
  const { firstShift } = record;
  return (
    <Part title={T.firstShiftTitle}>
      {firstShift ? (
        <Typography>
          {T.firstShiftConfirmed(dayText(firstShift.startsOn), firstShift.confirmedBy.name)}
        </Typography>
      ) : (
        <FirstShiftForm record={record} checked={checked} />
      )}
    </Part>
  );
}

function FirstShiftForm({ record, checked }: { record: NewStarter; checked: boolean }) {
  const id = record.applicationId;
  const form = useContractForm(FirstShiftInputSchema, {
    defaultValues: { startsOn: record.startDate ?? '' },
    checks: (values) => ({ startsOn: values.startsOn ? undefined : T.firstShiftRequired }),
    labels: { startsOn: T.firstShiftDate },
  });
  const startsOn = useContractField(form, 'startsOn');
  const confirm = useConfirmFirstShift({ onSuccess: () => toast({ title: T.firstShiftDone }) });
  const { alert, onSubmit } = useFormSubmit(
    form,
    (body, fail) => confirm.mutateAsync({ id, startsOn: body.startsOn }).catch(fail),
    { networkMessage: COMMON.networkError },
  );
  const reasonId = `first-shift-reason-${id}`;
  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Stack
        spacing={1.5}
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ alignItems: 'flex-start' }}
      >
        <TextField
          id={`first-shift-${id}`}
          type="date"
          label={T.firstShiftDate}
          {...textFieldProps(startsOn)}
          slotProps={{ inputLabel: { shrink: true } }}
          size="small"
        />
        <Button
          type="submit"
          variant="contained"
          disabled={!checked || confirm.isPending}
          aria-describedby={checked ? undefined : reasonId}
        >
          {T.firstShiftConfirm}
        </Button>
      </Stack>
      {!checked && (
        <Typography id={reasonId} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {NEW_STARTER_TEXTS.firstShiftNeedsCheck}
        </Typography>
      )}
      {alert && <RetryAlert message={alert} spaced />}
    </Box>
  );
}
