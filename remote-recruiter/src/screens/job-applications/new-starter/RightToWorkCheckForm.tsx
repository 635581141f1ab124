import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { toast } from 'shared-kernel';
import { useController } from 'react-hook-form';
import {
  textFieldProps,
  useContractField,
  useContractForm,
  useFormSubmit,
} from 'shared-kernel/forms';
import {
  EVIDENCE_MAX_BYTES,
  londonDay,
  RIGHT_TO_WORK_RESULT_LABELS,
  RIGHT_TO_WORK_RESULTS,
  RIGHT_TO_WORK_ROUTE_LABELS,
  RIGHT_TO_WORK_ROUTES,
  type RightToWorkResult,
  type RightToWorkRoute,
} from 'shared-kernel/rules';
import { useRecordCheck } from '../../../api/new-starters';
import { COMMON } from '../../../texts';
import { NEW_STARTER as T } from '../../../texts-new-starter';
import { FileField } from './FileField';
import { RetryAlert } from './RetryAlert';

/** What the evidence picker takes; the API checks the content too (PDF, JPEG or PNG). */
export const EVIDENCE_ACCEPT = '.pdf,.jpg,.jpeg,.png';

type CheckValues = {
  route: RightToWorkRoute | '';
  checkedOn: string;
  result: RightToWorkResult | '';
  expiresOn: string;
  evidence: File | null;
};

/** Why the evidence file is refused before it is sent, or undefined. */
function evidenceProblem(file: File | null) {
  if (!file) return T.evidenceRequired;
  return file.size > EVIDENCE_MAX_BYTES ? T.evidenceTooBig(file.name) : undefined;
}

/**
 * The employer's right-to-work check (owners and admins): the route checked, the day, the
 * result, the end of time-limited permission and the evidence file, sent as multipart. A file
 * over 10 MB is refused here; a 400 goes under the field it names; a failed send keeps it all.
 */
export function RightToWorkCheckForm({
  applicationId,
  route,
  onDone,
}: {
  applicationId: string;
  route: RightToWorkRoute | null;
  onDone?: () => void;
}) {
  const form = useContractForm<CheckValues>(null, {
    defaultValues: {
      route: route ?? '',
      checkedOn: londonDay(),
      result: '',
      expiresOn: '',
      evidence: null,
    },
    checks: (values) => ({
      route: values.route ? undefined : T.routeRequired,
      checkedOn: values.checkedOn ? undefined : T.checkedOnRequired,
      result: values.result ? undefined : T.resultRequired,
      expiresOn:
        values.result === 'time_limited' && !values.expiresOn ? T.expiresOnRequired : undefined,
      evidence: evidenceProblem(values.evidence),
    }),
  });
  const routeField = useContractField(form, 'route');
  const checkedOn = useContractField(form, 'checkedOn');
  const result = useContractField(form, 'result');
  const expiresOn = useContractField(form, 'expiresOn');
  const { field: evidence, fieldState: evidenceState } = useController({
    control: form.control,
    name: 'evidence',
  });
  const timeLimited = result.value === 'time_limited';
  const check = useRecordCheck({
    onSuccess: () => {
      toast({ title: T.checkRecorded });
      onDone?.();
    },
  });
  const { alert, onSubmit } = useFormSubmit(
    form,
    (values, fail) =>
      check
        .mutateAsync({
          id: applicationId,
          input: {
            route: values.route,
            checkedOn: values.checkedOn,
            result: values.result,
            expiresOn: values.result === 'time_limited' ? values.expiresOn : undefined,
            evidence: values.evidence as File,
          },
        })
        .catch(fail),
    { networkMessage: COMMON.networkError },
  );
  const id = `rtw-check-${applicationId}`;
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={T.checkFormTitle}>
      <Stack spacing={2}>
        <TextField
          id={`${id}-route`}
          select
          label={T.route}
          {...textFieldProps(routeField)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          fullWidth
        >
          <option value="" disabled />
          {RIGHT_TO_WORK_ROUTES.map((key) => (
            <option key={key} value={key}>
              {RIGHT_TO_WORK_ROUTE_LABELS[key]}
            </option>
          ))}
        </TextField>
        <TextField
          id={`${id}-checked-on`}
          type="date"
          label={T.checkedOn}
          {...textFieldProps(checkedOn)}
          slotProps={{ inputLabel: { shrink: true } }}
          fullWidth
        />
        <TextField
          id={`${id}-result`}
          select
          label={T.result}
          {...textFieldProps(result)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          fullWidth
        >
          <option value="" disabled />
          {RIGHT_TO_WORK_RESULTS.map((key) => (
            <option key={key} value={key}>
              {RIGHT_TO_WORK_RESULT_LABELS[key]}
            </option>
          ))}
        </TextField>
        {timeLimited && (
          <TextField
            id={`${id}-expires-on`}
            type="date"
            label={T.expiresOn}
            {...textFieldProps(expiresOn, T.expiresOnHelp)}
            slotProps={{ inputLabel: { shrink: true } }}
            fullWidth
          />
        )}
        <FileField
          label={T.evidence}
          accept={EVIDENCE_ACCEPT}
          help={T.evidenceHelp}
          error={evidenceState.error?.message}
          inputRef={evidence.ref}
          onChange={(file) => {
            evidence.onChange(file);
            if (evidenceState.error) form.clearErrors('evidence');
          }}
        />
        {alert && <RetryAlert message={alert} />}
        <Box>
          <Button type="submit" variant="contained" disabled={check.isPending}>
            {T.recordCheck}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
