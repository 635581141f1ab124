// The texts of the account forms (the change-password form on /settings).

export const CHANGE_PASSWORD = {
  title: 'Password',
  intro: 'Changing your password signs you out on every other device.',
  currentPassword: 'Current password',
  newPassword: 'New password',
  submit: 'Change password',
  done: 'Your password has been changed. Every other device has been signed out.',
  required: (label: string) => `${label} is required`,
  networkError: 'We could not reach HospoHire. Check your connection and try again.',
} as const;
