import { useEffect, useRef } from 'react';
import { Link as RRLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { toast } from 'shared-kernel';
import {
  DEFAULT_BOOKING_MINUTES,
  InviteToBookBodySchema,
  type BookingInvitation,
  type InterviewMode,
} from 'shared-kernel/contract';
import {
  textFieldProps,
  useContractField,
  useContractForm,
  useFormSubmit,
} from 'shared-kernel/forms';
import { BOOKING_KINDS, isWebAddress, type BookingKind } from 'shared-kernel/rules';
import { FormDialog } from '../kit/FormDialog';
import { COMMON, MODE_LABEL } from '../texts';
import { AVAILABILITY_PATH, INVITE, KIND_LABEL } from '../texts-booking';
import { inviteToBook, useAvailability, useInterviewsRefresh, type InviteToBookBody } from './api';

/** Who is invited: an application and its candidate's name. */
export type Invitee = { applicationId: string; name: string };

type Values = {
  kind: BookingKind;
  durationMinutes: string;
  mode: InterviewMode;
  hourlyRate: string;
  meetingUrl: string;
  message: string;
};

const FIELDS = ['kind', 'durationMinutes', 'mode', 'hourlyRate', 'meetingUrl', 'message'] as const;

/**
 * A trial shift is always paid: its rate is required; a video one needs its meeting link (the API
 * says so too, naming `hourlyRate` or `meetingUrl`).
 */
const checks = (values: Values) => ({
  hourlyRate:
    values.kind === 'trial_shift' && !values.hourlyRate.trim()
      ? INVITE.hourlyRateRequired
      : undefined,
  meetingUrl:
    values.mode === 'video' && !isWebAddress(values.meetingUrl.trim())
      ? INVITE.meetingUrlRule
      : undefined,
});

/** POST /api/applications/:id/booking's body: the rate only for a trial, the link only for video. */
const toBody = (values: Values): InviteToBookBody => ({
  kind: values.kind,
  durationMinutes: Number(values.durationMinutes),
  mode: values.mode,
  ...(values.kind === 'trial_shift' ? { hourlyRate: Number(values.hourlyRate) } : {}),
  ...(values.mode === 'video' ? { meetingUrl: values.meetingUrl.trim() } : {}),
  ...(values.message.trim() ? { message: values.message.trim() } : {}),
});

/** Says the candidate picks a time from the availability, and where to set it when there is none. */
function AvailabilityNote() {
  const availability = useAvailability();
  if (availability.data && availability.data.weekly.length === 0)
    return (
      <Alert severity="warning">
        {INVITE.picks} {INVITE.noAvailability}{' '}
        <Link component={RRLink} to={AVAILABILITY_PATH}>
          {INVITE.setAvailability}
        </Link>
      </Alert>
    );
  return <Alert severity="info">{INVITE.picks}</Alert>;
}

/**
 * Invites one or more candidates to book an interview or a paid trial shift: one POST per
 * application; with several, the toast says how many were sent and how many failed. When none
 * was sent, the (first) refusal shows at its field or in the alert, and what was typed stays.
 */
export function InviteToBookDialog({
  invitees,
  onClose,
}: {
  invitees: Invitee[];
  /** `sent`: at least one invitation went. */
  onClose: (sent?: boolean) => void;
}) {
  const refresh = useInterviewsRefresh();
  const availability = useAvailability();
  const form = useContractForm<typeof InviteToBookBodySchema, Values>(InviteToBookBodySchema, {
    defaultValues: {
      kind: 'interview',
      durationMinutes: String(DEFAULT_BOOKING_MINUTES.interview),
      mode: 'in_person',
      hourlyRate: '',
      meetingUrl: '',
      message: '',
    },
    checks,
    toBody,
    labels: {
      durationMinutes: INVITE.duration,
      hourlyRate: INVITE.hourlyRate,
      meetingUrl: INVITE.meetingUrl,
    },
  });
  const send = async (body: InviteToBookBody, fail: (error: unknown) => void) => {
    const results = await Promise.allSettled(
      invitees.map((invitee) => inviteToBook({ applicationId: invitee.applicationId, body })),
    );
    const sent = results.filter(
      (result): result is PromiseFulfilledResult<BookingInvitation> =>
        result.status === 'fulfilled',
    ).length;
    if (sent === 0) {
      fail((results[0] as PromiseRejectedResult).reason);
      return;
    }
    await refresh();
    toast(
      invitees.length === 1
        ? { title: INVITE.sent, description: invitees[0]!.name }
        : { title: INVITE.sentSome(sent, invitees.length - sent) },
    );
    onClose(true);
  };
  const { alert, onSubmit } = useFormSubmit(form, send, {
    fieldOf: (apiField) => FIELDS.find((field) => field === apiField),
    networkMessage: COMMON.networkError,
  });
  const kind = useContractField(form, 'kind');
  const duration = useContractField(form, 'durationMinutes');
  const mode = useContractField(form, 'mode');
  const rate = useContractField(form, 'hourlyRate');
  const meetingUrl = useContractField(form, 'meetingUrl');
  const message = useContractField(form, 'message');
  const trial = kind.value === 'trial_shift';
  const video = mode.value === 'video';

  // Video brings the recruiter's default meeting link (their availability's, once it has loaded)
  // into an empty field, once: a link cleared by hand stays cleared.
  const fallback = availability.data?.meetingUrl;
  const filled = useRef(false);
  useEffect(() => {
    if (!video || !fallback || filled.current) return;
    filled.current = true;
    if (!form.getValues('meetingUrl').trim()) form.setValue('meetingUrl', fallback);
  }, [video, fallback, form]);

  /** A new kind brings its own default length, unless the recruiter changed the length. */
  const changeKind = (next: BookingKind) => {
    if (duration.value === String(DEFAULT_BOOKING_MINUTES[kind.value]))
      duration.onChange(String(DEFAULT_BOOKING_MINUTES[next]));
    kind.onChange(next);
  };

  const who = invitees.length === 1 ? invitees[0]!.name : INVITE.several(invitees.length);
  const select = { slotProps: { select: { native: true }, inputLabel: { shrink: true } } };
  return (
    <FormDialog
      titleId="invite-to-book-title"
      title={INVITE.title(who)}
      alert={alert}
      submitLabel={INVITE.send}
      submitting={form.formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={() => onClose(false)}
    >
      <AvailabilityNote />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          id="invite-kind"
          label={INVITE.kind}
          {...textFieldProps(kind)}
          onChange={(event) => changeKind(event.target.value as BookingKind)}
          select
          fullWidth
          {...select}
        >
          {BOOKING_KINDS.map((value) => (
            <option key={value} value={value}>
              {KIND_LABEL[value]}
            </option>
          ))}
        </TextField>
        <TextField
          id="invite-duration"
          label={INVITE.duration}
          type="number"
          {...textFieldProps(duration)}
          fullWidth
        />
        <TextField
          id="invite-mode"
          label={INVITE.mode}
          {...textFieldProps(mode)}
          select
          fullWidth
          {...select}
        >
          {Object.entries(MODE_LABEL).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </TextField>
        {/* The rate belongs to a trial shift only: an interview is not a paid shift. */}
        {trial && (
          <TextField
            id="invite-rate"
            label={INVITE.hourlyRate}
            type="number"
            required
            {...textFieldProps(rate, INVITE.hourlyRateHelp)}
            slotProps={{ htmlInput: { min: 0, step: 0.01 } }}
            fullWidth
          />
        )}
      </Box>
      {video && (
        <TextField
          id="invite-meeting-url"
          label={INVITE.meetingUrl}
          type="url"
          required
          placeholder="https://"
          {...textFieldProps(meetingUrl, INVITE.meetingUrlHelp)}
          fullWidth
        />
      )}
      <TextField
        id="invite-message"
        label={INVITE.message}
        {...textFieldProps(message)}
        multiline
        minRows={3}
        fullWidth
      />
    </FormDialog>
  );
}
