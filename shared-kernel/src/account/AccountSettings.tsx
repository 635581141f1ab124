import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ApiError } from '../api/http';
import {
  AccountNameFormSchema,
  DeleteAccountSchema,
  type Account,
  type EmailPreferences,
} from '../contract/account';
import { EMAIL_KINDS, type EmailKind, type UserType } from '../contract/vocabularies';
import { applyApiError, useContractField, useContractForm } from '../forms';
import {
  ACCOUNT_EXPORT_URL,
  useDeleteAccount,
  useUpdateAccount,
  useUpdateEmailPreferences,
} from './account-api';
import { ACCOUNT_TEXTS as T } from './account-texts';

// The account parts of both roles' /settings (issue 14). Each screen reads `useAccount()` and
// `useEmailPreferences()` and wraps these in its own sections.

const NameSchema = AccountNameFormSchema;

/** The e-mail (read-only, saying why) and the name, which can be changed. */
export function AccountDetailsForm({ account }: { account: Account }) {
  const [alert, setAlert] = useState<string | null>(null);
  const form = useContractForm(NameSchema, {
    defaultValues: { firstName: account.firstName, lastName: account.lastName },
    checks: (values) => ({
      firstName: values.firstName.trim() ? undefined : T.required(T.firstName),
      lastName: values.lastName.trim() ? undefined : T.required(T.lastName),
    }),
  });
  const save = useUpdateAccount({
    onError: (error) => setAlert(applyApiError(form, error, { networkMessage: T.networkError })),
  });
  const submit = form.handleSubmit((values) =>
    save.mutate({ firstName: values.firstName.trim(), lastName: values.lastName.trim() }),
  );
  return (
    <Box
      component="form"
      noValidate
      aria-label={T.detailsTitle}
      onSubmit={(event) => {
        setAlert(null);
        void submit(event);
      }}
    >
      <Stack spacing={2}>
        <TextField
          id="account-email"
          label={T.email}
          value={account.email}
          helperText={T.emailReadOnly}
          slotProps={{ htmlInput: { readOnly: true } }}
          fullWidth
        />
        {save.isSuccess && (
          <Alert severity="success" role="status">
            {T.nameSaved}
          </Alert>
        )}
        {alert && <Alert severity="error">{alert}</Alert>}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <NameField form={form} field="firstName" label={T.firstName} onType={save.reset} />
          <NameField form={form} field="lastName" label={T.lastName} onType={save.reset} />
        </Stack>
        <Box>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {T.saveName}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

function NameField({
  form,
  field,
  label,
  onType,
}: {
  form: ReturnType<typeof useContractForm<typeof NameSchema>>;
  field: 'firstName' | 'lastName';
  label: string;
  onType: () => void;
}) {
  const input = useContractField(form, field);
  return (
    <TextField
      id={`account-${field}`}
      name={input.name}
      inputRef={input.inputRef}
      label={label}
      autoComplete={field === 'firstName' ? 'given-name' : 'family-name'}
      value={input.value}
      onChange={(event) => {
        input.onChange(event.target.value);
        onType();
      }}
      onBlur={input.onBlur}
      error={Boolean(input.error)}
      helperText={input.error}
      fullWidth
    />
  );
}

/** One switch per kind of e-mail; each change is saved at once. */
export function EmailPreferencesSwitches({ preferences }: { preferences: EmailPreferences }) {
  const save = useUpdateEmailPreferences();
  const [failed, setFailed] = useState<string | null>(null);
  const change = (kind: EmailKind, enabled: boolean) => {
    setFailed(null);
    save.mutate(
      { [kind]: enabled },
      { onError: (error) => setFailed(error instanceof ApiError ? error.message : T.networkError) },
    );
  };
  return (
    <Stack spacing={1}>
      <Typography color="text.secondary">{T.preferencesIntro}</Typography>
      {failed && <Alert severity="error">{failed}</Alert>}
      {EMAIL_KINDS.map((kind) => {
        const [label, description] = T.kinds[kind];
        return (
          <FormControlLabel
            key={kind}
            sx={{ alignItems: 'flex-start', ml: 0, gap: 1 }}
            control={
              <Switch
                checked={preferences[kind]}
                onChange={(event) => change(kind, event.target.checked)}
                slotProps={{ input: { 'aria-describedby': `email-kind-${kind}` } }}
              />
            }
            label={
              <Box sx={{ pt: 1 }}>
                <Typography>{label}</Typography>
                <Typography id={`email-kind-${kind}`} variant="body2" color="text.secondary">
                  {description}
                </Typography>
              </Box>
            }
          />
        );
      })}
    </Stack>
  );
}

/** A candidate's talent-pool visibility. */
export function TalentPoolSwitch({ account }: { account: Account }) {
  const save = useUpdateAccount();
  return (
    <Stack spacing={1}>
      {save.isError && <Alert severity="error">{T.networkError}</Alert>}
      <FormControlLabel
        control={
          <Switch
            checked={account.visibleInTalentPool ?? false}
            disabled={save.isPending}
            onChange={(event) => save.mutate({ visibleInTalentPool: event.target.checked })}
          />
        }
        label={T.talentPoolLabel}
      />
      <Typography variant="body2" color="text.secondary">
        {T.talentPoolHelp}
      </Typography>
    </Stack>
  );
}

/** "Download my data": a plain link to the export, which the browser saves as a file. */
export function DownloadMyData() {
  return (
    <Stack spacing={2} alignItems="flex-start">
      <Typography color="text.secondary">{T.dataIntro}</Typography>
      <Button variant="outlined" component="a" href={ACCOUNT_EXPORT_URL} download>
        {T.download}
      </Button>
    </Stack>
  );
}

/** Where the browser goes once the account is gone (a full load: the app starts signed out). */
export function leaveAfterDeletion(): void {
  window.location.assign('/');
}

/**
 * "Delete my account": says what is erased and what is kept, asks for the password, confirms.
 * A company owner's 409 (hand the company over first) shows as an alert.
 */
export function DeleteAccountForm({
  userType,
  onDeleted = leaveAfterDeletion,
}: {
  userType: UserType;
  onDeleted?: () => void;
}) {
  const [alert, setAlert] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const form = useContractForm(DeleteAccountSchema, {
    defaultValues: { password: '' },
    checks: (values) => ({ password: values.password ? undefined : T.required(T.passwordLabel) }),
  });
  const remove = useDeleteAccount({
    onSuccess: () => onDeleted(),
    onError: (error) => {
      setConfirming(false);
      setAlert(applyApiError(form, error, { networkMessage: T.networkError }));
    },
  });
  const password = useContractField(form, 'password');
  const ask = form.handleSubmit(() => setConfirming(true));
  const confirm = () => remove.mutate({ password: form.getValues('password') });
  return (
    <Box
      component="form"
      noValidate
      aria-label={T.deleteTitle}
      onSubmit={(event) => {
        setAlert(null);
        void ask(event);
      }}
    >
      <Stack spacing={2}>
        <Box>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {T.erasedHeading}
          </Typography>
          <Box component="ul" sx={{ mt: 0.5, pl: 3 }}>
            {T.erased[userType].map((line) => (
              <li key={line}>
                <Typography>{line}</Typography>
              </li>
            ))}
          </Box>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {T.keptHeading}
          </Typography>
          <Box component="ul" sx={{ mt: 0.5, pl: 3, mb: 0 }}>
            {T.kept[userType].map((line) => (
              <li key={line}>
                <Typography>{line}</Typography>
              </li>
            ))}
          </Box>
        </Box>
        {alert && <Alert severity="error">{alert}</Alert>}
        <TextField
          id="delete-account-password"
          name={password.name}
          inputRef={password.inputRef}
          label={T.passwordLabel}
          type="password"
          autoComplete="current-password"
          value={password.value}
          onChange={(event) => password.onChange(event.target.value)}
          onBlur={password.onBlur}
          error={Boolean(password.error)}
          helperText={password.error}
          fullWidth
          slotProps={{ htmlInput: { 'aria-required': true } }}
        />
        <Box>
          <Button type="submit" variant="contained" color="error" disabled={remove.isPending}>
            {T.deleteButton}
          </Button>
        </Box>
      </Stack>
      <Dialog open={confirming} onClose={() => setConfirming(false)}>
        <DialogTitle>{T.confirmTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>{T.confirmText}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{T.cancel}</Button>
          <Button color="error" variant="contained" onClick={confirm} disabled={remove.isPending}>
            {T.confirmDelete}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
