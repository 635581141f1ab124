// The signed-in user's own account (issue 14): settings, e-mail preferences, the unsubscribe
// link, "download my data" and "delete my account", and handing a company to another member.
// The API's routes are in api/src/modules/account/ and api/src/modules/companies/ownership-routes.ts.
import { Type, type Static } from 'typebox';
import {
  DateTimeSchema,
  errorResponses,
  NoContentSchema,
  NoQuerySchema,
  nullable,
  UuidSchema,
  vocabulary,
  WRITE_ERRORS,
} from './common.js';
import { defineRoute } from './route.js';
import { NewStarterSchema } from './new-starter.js';
import { EMAIL_KINDS, MEMBER_ROLES, USER_TYPES, type EmailKind } from './vocabularies.js';

export const EmailKindSchema = vocabulary(EMAIL_KINDS);

/** What the e-mails of each kind are about (an e-mail's footer, the unsubscribe page). */
export const EMAIL_KIND_DESCRIPTIONS: Readonly<Record<EmailKind, string>> = {
  applications: 'applications and their status changes',
  interviews: 'interviews',
  offers: 'job offers',
  messages: 'messages',
  job_alerts: 'job alerts',
  product_news: 'HospoHire news',
};

/** A name as sign-up takes it (1 to 80 characters, not blank). */
export const AccountNameSchema = Type.String({ minLength: 1, maxLength: 80, pattern: '\\S' });
/** The settings' name form: both names. */
export const AccountNameFormSchema = Type.Object({
  firstName: AccountNameSchema,
  lastName: AccountNameSchema,
});

/** The account as the settings screens show it. */
export const AccountSchema = Type.Object({
  id: UuidSchema,
  email: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  userType: vocabulary(USER_TYPES),
  createdAt: DateTimeSchema,
  /** A candidate's talent-pool visibility (companies may find and invite them); null for a recruiter. */
  visibleInTalentPool: nullable(Type.Boolean()),
  /** A recruiter's company and their role there; null for a candidate or before onboarding. */
  company: nullable(
    Type.Object({ id: UuidSchema, name: Type.String(), role: vocabulary(MEMBER_ROLES) }),
  ),
});
export type Account = Static<typeof AccountSchema>;

export const AccountUpdateSchema = Type.Object(
  {
    firstName: Type.Optional(AccountNameSchema),
    lastName: Type.Optional(AccountNameSchema),
    /** Candidates only (a recruiter gets a 400 naming it). */
    visibleInTalentPool: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type AccountUpdate = Static<typeof AccountUpdateSchema>;

/** One switch per kind of e-mail (EMAIL_PREFERENCE_DEFAULTS until the user changes it). */
export const EmailPreferencesSchema = Type.Object({
  applications: Type.Boolean(),
  interviews: Type.Boolean(),
  offers: Type.Boolean(),
  messages: Type.Boolean(),
  job_alerts: Type.Boolean(),
  product_news: Type.Boolean(),
});
export type EmailPreferences = Static<typeof EmailPreferencesSchema>;

/** PUT: the kinds to change (the others keep their value). */
export const EmailPreferencesUpdateSchema = Type.Partial(EmailPreferencesSchema, {
  additionalProperties: false,
});
export type EmailPreferencesUpdate = Static<typeof EmailPreferencesUpdateSchema>;

/** The unsubscribe token of an e-mail's link (random, 43 base64url characters). */
const UnsubscribeTokenSchema = Type.String({ minLength: 20, maxLength: 200 });

/** What an unsubscribe link turned off. */
export const UnsubscribedSchema = Type.Object({
  kind: EmailKindSchema,
  enabled: Type.Literal(false),
});
export type Unsubscribed = Static<typeof UnsubscribedSchema>;

/** DELETE /api/me: the current password, to confirm. */
export const DeleteAccountSchema = Type.Object(
  { password: Type.String({ minLength: 1, maxLength: 1024 }) },
  { additionalProperties: false },
);
export type DeleteAccount = Static<typeof DeleteAccountSchema>;

/** A record of the export: the columns as stored (camelCase), dates as ISO strings. */
const ExportRecordSchema = Type.Record(Type.String(), Type.Unknown());
const records = () => Type.Array(ExportRecordSchema);

/**
 * GET /api/me/export: everything the product holds about the user, as a JSON file. A candidate's
 * sections are filled; a recruiter's hold their account and what they wrote (the candidate
 * sections are empty arrays), never a candidate's own data.
 */
export const AccountExportSchema = Type.Object({
  exportedAt: DateTimeSchema,
  account: ExportRecordSchema,
  emailPreferences: EmailPreferencesSchema,
  // A candidate's own data.
  profile: nullable(ExportRecordSchema),
  assessments: records(),
  quizAttempts: records(),
  savedJobs: records(),
  jobPreferences: records(),
  jobAlerts: records(),
  applications: records(),
  applicationHistory: records(),
  interviews: records(),
  offers: records(),
  jobInvites: records(),
  conversations: records(),
  // Both roles.
  messagesWritten: records(),
  notifications: records(),
  // A recruiter's: their membership and what they wrote.
  companyMemberships: records(),
  jobsCreated: records(),
  statusChangesMade: records(),
  interviewsScheduled: records(),
  offersMade: records(),
  scorecardsWritten: records(),
  magicalMomentsWritten: records(),
  invitationsSent: records(),
  /**
   * A candidate's new-starter records (issue 43 item 4), bank details masked, and the sentence
   * saying what deleting the account keeps of them (NEW_STARTER_TEXTS.keptAfterDeletion).
   */
  newStarters: Type.Optional(
    Type.Object({ keptAfterDeletion: Type.String(), records: Type.Array(NewStarterSchema) }),
  ),
});
export type AccountExport = Static<typeof AccountExportSchema>;

/** POST /api/companies/mine/owner: the member who becomes the owner. */
export const OwnershipTransferSchema = Type.Object(
  { userId: UuidSchema },
  { additionalProperties: false },
);
export const OwnershipTransferredSchema = Type.Object({
  companyId: UuidSchema,
  ownerId: UuidSchema,
  /** The previous owner, now an admin. */
  previousOwnerId: UuidSchema,
});
export type OwnershipTransferred = Static<typeof OwnershipTransferredSchema>;

export const ACCOUNT_OWNER_MESSAGE =
  'Hand the company to another member before deleting your account';
export const WRONG_PASSWORD_MESSAGE = 'That password is not right';
export const UNSUBSCRIBE_INVALID_MESSAGE = 'This unsubscribe link is not valid';

/** Each route: its method, path and Fastify `schema`, by name (./route.ts). */
export const accountRoutes = {
  get: defineRoute('GET', '/api/me/account', {
    querystring: NoQuerySchema,
    response: { 200: AccountSchema, ...errorResponses(400, 401) },
  }),
  update: defineRoute('PATCH', '/api/me/account', {
    querystring: NoQuerySchema,
    body: AccountUpdateSchema,
    response: { 200: AccountSchema, ...errorResponses(...WRITE_ERRORS) },
  }),
  preferences: defineRoute('GET', '/api/me/email-preferences', {
    querystring: NoQuerySchema,
    response: { 200: EmailPreferencesSchema, ...errorResponses(400, 401) },
  }),
  updatePreferences: defineRoute('PUT', '/api/me/email-preferences', {
    querystring: NoQuerySchema,
    body: EmailPreferencesUpdateSchema,
    response: { 200: EmailPreferencesSchema, ...errorResponses(...WRITE_ERRORS) },
  }),
  /**
   * Signed out: `{ token }` as JSON, or (RFC 8058 one-click) the
   * form body `List-Unsubscribe=One-Click` with `?token=` in the URL. 404 for an unknown token.
   */
  unsubscribe: defineRoute('POST', '/api/email/unsubscribe', {
    querystring: Type.Object(
      { token: Type.Optional(UnsubscribeTokenSchema) },
      { additionalProperties: false },
    ),
    body: Type.Union([
      Type.Object({ token: UnsubscribeTokenSchema }, { additionalProperties: false }),
      Type.Object(
        { 'List-Unsubscribe': Type.Literal('One-Click') },
        { additionalProperties: false },
      ),
    ]),
    response: { 200: UnsubscribedSchema, ...errorResponses(400, 403, 404, 415) },
  }),
  /** Content-Disposition: attachment */
  export: defineRoute('GET', '/api/me/export', {
    querystring: NoQuerySchema,
    response: { 200: AccountExportSchema, ...errorResponses(400, 401) },
  }),
  /** 400 naming `password` when it is wrong, 409 for a company owner. */
  delete: defineRoute('DELETE', '/api/me', {
    querystring: NoQuerySchema,
    body: DeleteAccountSchema,
    response: { 204: NoContentSchema, ...errorResponses(...WRITE_ERRORS, 409, 429) },
  }),
  /** The owner only; the old owner becomes an admin. */
  transferOwnership: defineRoute('POST', '/api/companies/mine/owner', {
    querystring: NoQuerySchema,
    body: OwnershipTransferSchema,
    response: { 200: OwnershipTransferredSchema, ...errorResponses(...WRITE_ERRORS, 404) },
  }),
};
