import { useState } from 'react';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { RightToWorkInputSchema } from 'shared-kernel/contract';
import {
  textFieldProps,
  useContractField,
  useContractForm,
  useFormSubmit,
} from 'shared-kernel/forms';
import {
  formatShareCode,
  NEW_STARTER_STEP_LABELS,
  normaliseShareCode,
  RIGHT_TO_WORK_ROUTE_LABELS,
  RIGHT_TO_WORK_ROUTES,
  shareCodeProblem,
  type RightToWorkRoute,
} from 'shared-kernel/rules';
import { useSaveStep, type NewStarter, type RightToWorkInput } from '../../../api/new-starter';
import { Facts } from './Facts';
import { NEW_STARTER } from '../../../texts';
import { packDay } from './dates';
import { phoneWide, StepForm } from './StepForm';

const T = NEW_STARTER.rightToWork;

interface RightToWorkValues {
  route: RightToWorkRoute | '';
  shareCode: string;
  dateOfBirth: string;
}

/** What the form sends: the share code and date of birth for the share-code route only. */
export const rightToWorkInput = (values: RightToWorkValues): RightToWorkInput =>
  values.route === 'share_code'
    ? {
        route: values.route,
        shareCode: normaliseShareCode(values.shareCode),
        dateOfBirth: values.dateOfBirth,
      }
    : { route: values.route as RightToWorkRoute };

/** What each route asks of the candidate, and where a share code comes from. */
function RouteAbout({ route }: { route: RightToWorkRoute }) {
  if (route === 'share_code')
    return (
      <Typography variant="body2">
        {T.shareCodeAbout}{' '}
        <Link href={T.govukHref} target="_blank" rel="noopener noreferrer">
          {T.govukLink}
        </Link>
      </Typography>
    );
  return (
    <Typography variant="body2">
      {route === 'british_irish_passport' ? T.passportAbout : T.documentsAbout}
    </Typography>
  );
}

type RightToWork = NonNullable<NewStarter['rightToWork']>;

/** The route picked, the share code sent, and whether the employer has checked it. */
function RightToWorkSent({ rightToWork, company }: { rightToWork: RightToWork; company: string }) {
  const route = rightToWork.route as RightToWorkRoute;
  return (
    <Stack spacing={1}>
      <Facts>
        <dt>{T.youSent}</dt>
        <dd>{RIGHT_TO_WORK_ROUTE_LABELS[route]}</dd>
        {rightToWork.shareCode && (
          <>
            <dt>{T.shareCode}</dt>
            <dd>
              {formatShareCode(rightToWork.shareCode)}
              {rightToWork.shareCodeValidUntil &&
                ` (${T.validUntil(packDay(rightToWork.shareCodeValidUntil))})`}
            </dd>
          </>
        )}
        {rightToWork.dateOfBirth && (
          <>
            <dt>{T.dateOfBirth}</dt>
            <dd>{packDay(rightToWork.dateOfBirth)}</dd>
          </>
        )}
      </Facts>
      {route !== 'share_code' && !rightToWork.check && <RouteAbout route={route} />}
      <Typography sx={{ fontWeight: 600 }} data-testid="right-to-work-check">
        {rightToWork.check
          ? T.checkedOn(packDay(rightToWork.check.checkedOn))
          : T.waitingCheck(company)}
      </Typography>
    </Stack>
  );
}

/**
 * Right to work: the candidate picks how they prove it. A share code (checked here as the API
 * checks it) with their date of birth, or what to bring on the first day. Once sent: what was sent
 * and whether the employer has checked it; it can be changed until the check is recorded.
 */
export function RightToWorkStep({ id, record }: { id: string; record: NewStarter }) {
  const rightToWork = record.rightToWork;
  const sent = Boolean(rightToWork?.route && rightToWork.submittedAt);
  const [changing, setChanging] = useState(false);
  if (rightToWork && sent && !changing)
    return (
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <RightToWorkSent rightToWork={rightToWork} company={record.company.name} />
        {!rightToWork.check && (
          <Button variant="outlined" onClick={() => setChanging(true)} sx={phoneWide}>
            {NEW_STARTER.change}
          </Button>
        )}
      </Stack>
    );
  return (
    <RightToWorkForm
      id={id}
      rightToWork={rightToWork}
      onSaved={() => setChanging(false)}
      onCancel={sent ? () => setChanging(false) : undefined}
    />
  );
}

function RightToWorkForm({
  id,
  rightToWork,
  onSaved,
  onCancel,
}: {
  id: string;
  rightToWork: NewStarter['rightToWork'];
  onSaved: () => void;
  onCancel?: () => void;
}) {
  const save = useSaveStep(id, 'rightToWork');
  const form = useContractForm<typeof RightToWorkInputSchema, RightToWorkValues>(
    RightToWorkInputSchema,
    {
      defaultValues: {
        route: rightToWork?.route ?? '',
        shareCode: rightToWork?.shareCode ? formatShareCode(rightToWork.shareCode) : '',
        dateOfBirth: rightToWork?.dateOfBirth ?? '',
      },
      checks: (values) => ({
        route: values.route ? undefined : NEW_STARTER.required(T.routeLegend),
        shareCode:
          values.route === 'share_code'
            ? values.shareCode.trim()
              ? (shareCodeProblem(values.shareCode) ?? undefined)
              : NEW_STARTER.required(T.shareCode)
            : undefined,
        dateOfBirth:
          values.route === 'share_code' && !values.dateOfBirth
            ? NEW_STARTER.required(T.dateOfBirth)
            : undefined,
      }),
      toBody: rightToWorkInput,
    },
  );
  const route = useContractField(form, 'route');
  const shareCode = useContractField(form, 'shareCode');
  const dateOfBirth = useContractField(form, 'dateOfBirth');
  const { alert, onSubmit } = useFormSubmit(form, (body, fail) =>
    save.mutate(body, { onError: fail, onSuccess: onSaved }),
  );
  const picked = route.value || null;

  return (
    <StepForm
      label={NEW_STARTER_STEP_LABELS['right-to-work']}
      alert={alert}
      pending={save.isPending}
      onSubmit={onSubmit}
      onCancel={onCancel}
    >
      <FormControl error={Boolean(route.error)}>
        <FormLabel id="rtw-route-legend">{T.routeLegend}</FormLabel>
        <RadioGroup
          aria-labelledby="rtw-route-legend"
          name={route.name}
          value={route.value}
          onChange={(event) => route.onChange(event.target.value as RightToWorkRoute)}
        >
          {RIGHT_TO_WORK_ROUTES.map((option, i) => (
            <FormControlLabel
              key={option}
              value={option}
              control={<Radio inputRef={i === 0 ? route.inputRef : undefined} />}
              label={RIGHT_TO_WORK_ROUTE_LABELS[option]}
            />
          ))}
        </RadioGroup>
        {route.error && <FormHelperText>{route.error}</FormHelperText>}
      </FormControl>
      {picked && <RouteAbout route={picked} />}
      {picked === 'share_code' && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            id="rtw-share-code"
            label={T.shareCode}
            {...textFieldProps(shareCode, T.shareCodeHelp)}
            onBlur={() => {
              // Shown as the Home Office writes it once the code is whole: "W4X 8YT 2ZP".
              const shown = formatShareCode(shareCode.value);
              if (!shareCodeProblem(shareCode.value) && shown !== shareCode.value)
                shareCode.onChange(shown);
              shareCode.onBlur();
            }}
            autoComplete="off"
            fullWidth
            slotProps={{ htmlInput: { 'aria-required': true, maxLength: 20 } }}
          />
          <TextField
            id="rtw-date-of-birth"
            label={T.dateOfBirth}
            type="date"
            {...textFieldProps(dateOfBirth)}
            autoComplete="bday"
            fullWidth
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'aria-required': true } }}
          />
        </Stack>
      )}
    </StepForm>
  );
}
