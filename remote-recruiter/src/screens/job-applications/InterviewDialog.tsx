import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { instantOutside, isWebAddress, WINDOW_TEXTS } from 'shared-kernel/rules';
import type { Interview, InterviewInput, InterviewMode } from '../../api/interviews';
import { COMMON, INTERVIEW_FORM, MODE_LABEL } from '../../texts';
import { localDay } from '../../kit/format';
import { ScheduleInterviewBodySchema } from 'shared-kernel/contract';
import {
  textFieldProps,
  useContractField,
  useContractForm,
  useFormSubmit,
} from 'shared-kernel/forms';
import { FormDialog } from '../../kit/FormDialog';

type Field =
  'date' | 'time' | 'durationMinutes' | 'mode' | 'location' | 'meetingUrl' | 'interviewerName';
const API_FIELD: Record<string, Field> = {
  startsAt: 'date',
  durationMinutes: 'durationMinutes',
  mode: 'mode',
  location: 'location',
  meetingUrl: 'meetingUrl',
  // The old name of the link, should an API answer with it.
  videoUrl: 'meetingUrl',
  interviewerName: 'interviewerName',
};

const pad = (n: number) => String(n).padStart(2, '0');

function initial(interview: Interview | null): Record<Field, string> {
  const start = interview ? new Date(interview.startsAt) : null;
  return {
    date: start ? localDay(start) : '',
    time: start ? `${pad(start.getHours())}:${pad(start.getMinutes())}` : '10:00',
    durationMinutes: String(interview?.durationMinutes ?? 30),
    mode: interview?.mode ?? 'in_person',
    location: interview?.location ?? '',
    meetingUrl: interview?.meetingUrl ?? '',
    interviewerName: interview?.interviewerName ?? '',
  };
}

type Values = Record<Field, string>;

/** The form's own checks, in the product's words; the contract's schema checks what is sent. */
function check(values: Values): Partial<Record<Field, string>> {
  const found: Partial<Record<Field, string>> = {};
  if (!values.date) found.date = COMMON.required(INTERVIEW_FORM.date);
  if (!values.time) found.time = COMMON.required(INTERVIEW_FORM.time);
  const start = new Date(`${values.date}T${values.time}`);
  if (values.date && values.time && !(start.getTime() > Date.now()))
    found.date = INTERVIEW_FORM.inPast;
  // At most a year ahead (shared-kernel/rules INPUT_WINDOWS), as the API.
  else if (values.date && values.time && instantOutside(start.toISOString(), 'interview'))
    found.date = WINDOW_TEXTS.beyond(INTERVIEW_FORM.date, 'interview');
  const minutes = Number(values.durationMinutes);
  if (!Number.isInteger(minutes) || minutes < 5 || minutes > 480)
    found.durationMinutes = `${INTERVIEW_FORM.duration} must be between 5 and 480`;
  if (values.mode === 'video' && !isWebAddress(values.meetingUrl.trim()))
    found.meetingUrl = INTERVIEW_FORM.meetingUrlRule;
  if (values.mode === 'in_person' && !values.location.trim())
    found.location = COMMON.required(INTERVIEW_FORM.location);
  if (!values.interviewerName.trim())
    found.interviewerName = COMMON.required(INTERVIEW_FORM.interviewer);
  return found;
}

/** POST /api/applications/:id/interviews's body from what was typed. */
const toInput = (values: Values): InterviewInput => ({
  startsAt: new Date(`${values.date}T${values.time}`).toISOString(),
  durationMinutes: Number(values.durationMinutes),
  mode: values.mode as InterviewMode,
  interviewerName: values.interviewerName.trim(),
  ...(values.mode === 'in_person' ? { location: values.location.trim() } : {}),
  ...(values.mode === 'video' ? { meetingUrl: values.meetingUrl.trim() } : {}),
});

const useInterviewForm = (interview: Interview | null) =>
  useContractForm<typeof ScheduleInterviewBodySchema, Values>(ScheduleInterviewBodySchema, {
    defaultValues: initial(interview),
    checks: check,
    toBody: toInput,
  });

const shrink = { slotProps: { inputLabel: { shrink: true } } };

/** One text field of the dialog (id `interview-${field}`). */
function Text({
  form,
  field,
  label,
  ...extra
}: {
  form: ReturnType<typeof useInterviewForm>;
  field: Field;
  label: string;
  type?: string;
  placeholder?: string;
  slotProps?: object;
}) {
  const input = useContractField(form, field);
  return (
    <TextField
      id={`interview-${field}`}
      label={label}
      {...textFieldProps(input)}
      fullWidth
      {...extra}
    />
  );
}

/** Schedules an interview (no `interview`) or reschedules one; keeps what was typed on failure. */
export function InterviewDialog({
  open,
  interview,
  onClose,
  onSave,
}: {
  open: boolean;
  interview: Interview | null;
  onClose: () => void;
  onSave: (input: InterviewInput) => Promise<unknown>;
}) {
  const form = useInterviewForm(interview);
  const mode = form.watch('mode');
  const { alert, onSubmit } = useFormSubmit(
    form,
    (input, fail) => onSave(input).then(onClose, fail),
    { fieldOf: (apiField) => API_FIELD[apiField], networkMessage: COMMON.networkError },
  );
  const modeField = useContractField(form, 'mode');

  return (
    <FormDialog
      open={open}
      titleId="interview-dialog-title"
      title={interview ? INTERVIEW_FORM.rescheduleTitle : INTERVIEW_FORM.scheduleTitle}
      alert={alert}
      submitLabel={INTERVIEW_FORM.submit}
      submitting={form.formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' },
        }}
      >
        <Text form={form} field="date" label={INTERVIEW_FORM.date} type="date" {...shrink} />
        <Text form={form} field="time" label={INTERVIEW_FORM.time} type="time" {...shrink} />
        <Text form={form} field="durationMinutes" label={INTERVIEW_FORM.duration} type="number" />
      </Box>
      <TextField
        id="interview-mode"
        label={INTERVIEW_FORM.mode}
        {...textFieldProps(modeField)}
        fullWidth
        select
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        {Object.entries(MODE_LABEL).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </TextField>
      {mode === 'in_person' && (
        <Text form={form} field="location" label={INTERVIEW_FORM.location} />
      )}
      {mode === 'video' && (
        <Text
          form={form}
          field="meetingUrl"
          label={INTERVIEW_FORM.meetingUrl}
          placeholder="https://"
        />
      )}
      <Text form={form} field="interviewerName" label={INTERVIEW_FORM.interviewer} />
    </FormDialog>
  );
}
