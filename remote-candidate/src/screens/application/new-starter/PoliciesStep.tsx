import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PoliciesInputSchema } from 'shared-kernel/contract';
import { useContractField, useContractForm, useFormSubmit } from 'shared-kernel/forms';
import { NEW_STARTER_STEP_LABELS } from 'shared-kernel/rules';
import { useSaveStep, type NewStarter, type PoliciesInput } from '../../../api/new-starter';
import { NEW_STARTER } from '../../../texts';
import { packTime } from './dates';
import { StepForm } from './StepForm';

const T = NEW_STARTER.policies;

type Policies = NonNullable<NewStarter['policies']>;
type PolicyKey = keyof Policies;
type Policy = Policies[PolicyKey];

const TITLES: Record<PolicyKey, string> = { tipping: T.tipping, harassment: T.harassment };
const ORDER: PolicyKey[] = ['tipping', 'harassment'];

/** A policy's words, in a box of their own that scrolls. */
function PolicyText({ name, policy }: { name: PolicyKey; policy: NonNullable<Policy> }) {
  return (
    <Box>
      <Typography variant="subtitle2" component="h4" id={`policy-${name}-title`}>
        {TITLES[name]}
      </Typography>
      <Box
        role="region"
        aria-labelledby={`policy-${name}-title`}
        tabIndex={0}
        sx={{
          mt: 0.5,
          maxHeight: 240,
          overflowY: 'auto',
          p: 1.5,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        <Typography variant="body2">{policy.text}</Typography>
      </Box>
    </Box>
  );
}

/**
 * The tipping policy (when the company takes tips) and the sexual-harassment prevention policy
 * (Worker Protection Act 2023): each read and acknowledged, with the time. Nothing can be
 * acknowledged before the company has written its harassment policy: the step waits for it.
 */
export function PoliciesStep({ id, record }: { id: string; record: NewStarter }) {
  const policies: Policies = record.policies ?? { tipping: null, harassment: null };
  const company = record.company.name;
  const existing = ORDER.filter((key) => policies[key] !== null);
  const unread = existing.filter((key) => !policies[key]?.acknowledgedAt);
  return (
    <Stack spacing={2}>
      {existing.map((key) => (
        <PolicyText key={key} name={key} policy={policies[key]!} />
      ))}
      {policies.tipping === null && (
        <Typography variant="body2" color="text.secondary">
          {T.noTipping(company)}
        </Typography>
      )}
      {policies.harassment === null && (
        <Typography variant="body2" color="text.secondary">
          {T.waitingHarassment(company)}
        </Typography>
      )}
      {existing
        .filter((key) => policies[key]?.acknowledgedAt)
        .map((key) => (
          <Typography key={key} sx={{ fontWeight: 600 }} data-testid={`policy-${key}-read`}>
            {T.acknowledgedAt(TITLES[key], packTime(policies[key]!.acknowledgedAt))}
          </Typography>
        ))}
      {/* The acknowledgement waits for the harassment policy: the law needs it read (the API's 409). */}
      {policies.harassment !== null && unread.length > 0 && (
        <PoliciesForm key={unread.join()} id={id} existing={existing} unread={unread} />
      )}
    </Stack>
  );
}

type PoliciesValues = Record<PolicyKey, boolean>;

function PoliciesForm({
  id,
  existing,
  unread,
}: {
  id: string;
  existing: PolicyKey[];
  unread: PolicyKey[];
}) {
  const save = useSaveStep(id, 'policies');
  const form = useContractForm<typeof PoliciesInputSchema, PoliciesValues>(PoliciesInputSchema, {
    defaultValues: { tipping: false, harassment: false },
    checks: (values) =>
      Object.fromEntries(
        unread.map((key) => [key, values[key] ? undefined : T.mustAcknowledge] as const),
      ),
    // Every policy the company has is acknowledged with the one submit.
    toBody: (): PoliciesInput =>
      Object.fromEntries(existing.map((key) => [key, true] as const)) as PoliciesInput,
  });
  const tipping = useContractField(form, 'tipping');
  const harassment = useContractField(form, 'harassment');
  const fields = { tipping, harassment };
  const { alert, onSubmit } = useFormSubmit(form, (body, fail) =>
    save.mutate(body, { onError: fail }),
  );
  return (
    <StepForm
      label={NEW_STARTER_STEP_LABELS.policies}
      alert={alert}
      pending={save.isPending}
      submitText={T.submit}
      onSubmit={onSubmit}
    >
      {unread.map((key) => {
        const field = fields[key];
        return (
          <FormControl key={key} error={Boolean(field.error)}>
            <FormControlLabel
              control={
                <Checkbox
                  name={field.name}
                  inputRef={field.inputRef}
                  checked={Boolean(field.value)}
                  onChange={(event) => field.onChange(event.target.checked)}
                />
              }
              label={T.acknowledge(TITLES[key])}
            />
            {field.error && <FormHelperText>{field.error}</FormHelperText>}
          </FormControl>
        );
      })}
    </StepForm>
  );
}
