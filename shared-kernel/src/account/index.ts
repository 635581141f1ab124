// 'shared-kernel/account': what a signed-in user's account forms need (the change-password form)
// and the password rule as the forms show it. Its own shared entry, imported only by screens that
// set a password, so the landing page carries none of it; the strength check and its
// dictionaries load on demand, when such a form is shown.
export { ChangePasswordForm } from './ChangePasswordForm';
export { CHANGE_PASSWORD } from './texts';
// The account parts of /settings and the unsubscribe page (issue 14).
export {
  AccountDetailsForm,
  DeleteAccountForm,
  DownloadMyData,
  EmailPreferencesSwitches,
  TalentPoolSwitch,
  leaveAfterDeletion,
} from './AccountSettings';
export * from './account-api';
export { ACCOUNT_TEXTS, UNSUBSCRIBE_TEXTS } from './account-texts';
export { usePasswordRule, PASSWORD_CHECK_DELAY_MS, type PasswordRule } from './usePasswordRule';
export { checkPassword, loadPasswordStrength } from './password-check';
export {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MESSAGES,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RULE_HINT,
  type PasswordOwner,
} from '../rules/password';
