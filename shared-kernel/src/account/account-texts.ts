// The texts of the account sections of /settings (issue 14) and of the /unsubscribe page.
import type { EmailKind } from '../contract/vocabularies';
import { NEW_STARTER_TEXTS } from '../rules/new-starter';

export const ACCOUNT_TEXTS = {
  settingsTitle: 'Settings',
  settingsSubtitle: 'Your account, your e-mails and your data.',
  detailsTitle: 'Your account',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail',
  emailReadOnly:
    'Your e-mail address signs you in and cannot be changed here yet. To use another address, download your data, delete this account and sign up again with the new one.',
  saveName: 'Save name',
  nameSaved: 'Your name has been saved.',
  required: (label: string) => `${label} is required`,

  preferencesTitle: 'E-mail preferences',
  preferencesIntro:
    'Choose which e-mails we send you. Sign-in links, password resets and team invitations are always sent.',
  kinds: {
    applications: ['Applications', 'New applications and status changes'],
    interviews: ['Interviews', 'Invitations, changes and reminders'],
    offers: ['Offers', 'Job offers and their answers'],
    messages: ['Messages', 'New messages in your conversations'],
    job_alerts: ['Job alerts', 'New jobs that match your alerts'],
    product_news: ['HospoHire news', 'Now and then, what is new on HospoHire'],
  } satisfies Record<EmailKind, readonly [string, string]>,
  preferenceSaved: 'Your e-mail preferences have been saved.',

  talentPoolTitle: 'Talent pool',
  talentPoolLabel: 'Let companies find me in the talent pool',
  talentPoolHelp:
    'When on, companies can see your profile (not your e-mail) in their talent search and invite you to apply.',

  dataTitle: 'Your data',
  dataIntro:
    'Download everything HospoHire holds about you as a JSON file: your account, profile, answers, applications, messages you wrote and notifications.',
  download: 'Download my data',
  companyTitle: 'Your company',
  companyRole: 'Your role',
  roleLabels: { owner: 'Owner', admin: 'Admin', recruiter: 'Recruiter' },
  noCompany: 'You have not set up a company yet.',
  setUpCompany: 'Set up your company',
  ownerNote:
    'As the owner, hand the company to another member (Your company, above) before you can delete your account.',

  deleteTitle: 'Delete my account',
  erasedHeading: 'What will be erased',
  keptHeading: 'What is kept',
  erased: {
    candidate: [
      'Your name, e-mail address and password',
      'Your profile, culture and personality answers and results, quiz attempts',
      'Saved jobs, job alerts, e-mail preferences and notifications',
      'Your cover letters and the messages you wrote to companies',
    ],
    recruiter: [
      'Your name, e-mail address and password',
      'Your membership of your company',
      'Your notifications and e-mail preferences',
    ],
  },
  kept: {
    candidate: [
      'The companies you applied to keep each application (its job, dates and status) as "Former candidate", so that their hiring figures still add up.',
      "The companies' own messages, interviews and offers stay with them.",
      // The law's part (issue 43 item 4): the export says the same.
      NEW_STARTER_TEXTS.keptAfterDeletion,
    ],
    recruiter: [
      'What you wrote for your company (jobs, notes, scorecards, messages, moments) stays with the company, shown as "Former member".',
    ],
  },
  passwordLabel: 'Your password',
  deleteButton: 'Delete my account',
  confirmTitle: 'Delete your account for good?',
  confirmText: 'This cannot be undone. You will be signed out everywhere.',
  cancel: 'Cancel',
  confirmDelete: 'Yes, delete my account',
  networkError: 'We could not reach HospoHire. Check your connection and try again.',
} as const;

export const UNSUBSCRIBE_TEXTS = {
  title: 'Unsubscribe',
  missing: 'This unsubscribe link is incomplete. Open the link from the e-mail again.',
  intro: 'Stop receiving this kind of e-mail from HospoHire? You do not need to sign in.',
  button: 'Unsubscribe',
  done: (label: string) =>
    `Done: you will no longer get e-mails about ${label}. You can turn them back on in Settings.`,
  settings: 'Open Settings',
  home: 'Back to HospoHire',
} as const;
