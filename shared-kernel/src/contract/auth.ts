// /api/auth/*, /api/logout, /api/health and the dev mailbox (spec sections 3, 5 and 7): the user
// as every endpoint shows it, sign-up, sign-in, sign-in links, password resets and changes. The
// API's routes (api/src/modules/{auth,health,mail}/*routes.ts) declare these schemas; the browser
// client (shared-kernel/src/api/auth.ts) and the forms use the same ones.
import { Type, type Static } from 'typebox';
import { NEXT_PATH_MAX_LENGTH } from '../rules/next-path.js';
import { PASSWORD_MAX_LENGTH } from '../rules/password.js';
import { USER_TYPES } from './vocabularies.js';
import {
  DateTimeSchema,
  errorResponses,
  NoQuerySchema,
  nullable,
  vocabulary,
  WRITE_ERRORS,
} from './common.js';
import { defineRoute } from './route.js';

/** A first or last name: trimmed and required by the service, at most 80 characters. */
export const PERSON_NAME_MAX_LENGTH = 80;

export const UserTypeSchema = vocabulary(USER_TYPES);

/** The user as every endpoint shows it (spec section 3: role and type mirror userType). */
export const UserSchema = Type.Object({
  id: Type.String(),
  email: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  /** First and last name, trimmed. */
  name: Type.String(),
  userType: UserTypeSchema,
  role: UserTypeSchema,
  type: UserTypeSchema,
  profileImageUrl: nullable(Type.String()),
  /**
   * Whether the user followed the verification link e-mailed to their address (issue 28). Until
   * then the account works, but accepts no team invitation and is sent no e-mail other than
   * verification and password reset; the host shows a banner offering to resend the link.
   */
  emailVerified: Type.Boolean(),
  createdAt: DateTimeSchema,
  /**
   * Sign-up, sign-in and GET /api/auth/user only: true while the user is in the session their
   * sign-up started (their first visit), so the dashboard says "Welcome", not "Welcome back".
   */
  firstVisit: Type.Optional(Type.Boolean()),
});
export type User = Static<typeof UserSchema>;

/** An e-mail address as the forms and the API take it. */
export const EmailAddressSchema = Type.String({ format: 'email', maxLength: 254 });
/** Any password to check (long enough never to refuse a real one, short enough to hash cheaply). */
export const AnyPasswordSchema = Type.String({ minLength: 1, maxLength: 1024 });
/** A new password: the strength rule (shared-kernel/src/rules/password*.ts) is the service's. */
export const NewPasswordSchema = Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH });
/** A sign-in link's token or a reset code. */
export const SecretSchema = Type.String({ minLength: 1, maxLength: 200 });
export const PersonNameSchema = Type.String({ minLength: 1, maxLength: PERSON_NAME_MAX_LENGTH });

const strict = { additionalProperties: false } as const;

export const SignUpBodySchema = Type.Object(
  {
    email: EmailAddressSchema,
    password: NewPasswordSchema,
    firstName: PersonNameSchema,
    lastName: PersonNameSchema,
    userType: UserTypeSchema,
  },
  strict,
);
export type SignUpBody = Static<typeof SignUpBodySchema>;

export const SignInBodySchema = Type.Object(
  { email: EmailAddressSchema, password: AnyPasswordSchema },
  strict,
);
export type SignInBody = Static<typeof SignInBodySchema>;

export const TokenBodySchema = Type.Object({ token: SecretSchema }, strict);
export type TokenBody = Static<typeof TokenBodySchema>;

/** POST /api/auth/verify-email: the token of a `/verify-email?token=…` link. */
export const VerifyEmailBodySchema = Type.Object({ token: SecretSchema }, strict);
export type VerifyEmailBody = Static<typeof VerifyEmailBodySchema>;

/** POST /api/auth/verify-email's 200: the link's account was confirmed before (a reused link). */
export const AlreadyVerifiedSchema = Type.Object({ alreadyVerified: Type.Literal(true) });
export type AlreadyVerified = Static<typeof AlreadyVerifiedSchema>;

/** POST /api/auth/resend-verification takes an empty JSON object. */
export const ResendVerificationBodySchema = Type.Object({}, strict);
export type ResendVerificationBody = Static<typeof ResendVerificationBodySchema>;

/**
 * POST /api/auth/forgot-password. `next`: the page to come back to after the reset and sign-in
 * (a same-site path, `safeNextPath`); the e-mailed link carries it, any other value is left out.
 */
export const ForgotPasswordBodySchema = Type.Object(
  {
    email: EmailAddressSchema,
    next: Type.Optional(Type.String({ maxLength: NEXT_PATH_MAX_LENGTH })),
  },
  strict,
);
export type ForgotPasswordBody = Static<typeof ForgotPasswordBodySchema>;

export const ResetPasswordBodySchema = Type.Object(
  { code: SecretSchema, password: NewPasswordSchema },
  strict,
);
export type ResetPasswordBody = Static<typeof ResetPasswordBodySchema>;

export const ChangePasswordBodySchema = Type.Object(
  { currentPassword: AnyPasswordSchema, newPassword: NewPasswordSchema },
  strict,
);
export type ChangePasswordBody = Static<typeof ChangePasswordBodySchema>;

/** A reply that only says something: forgot-password's "if an account exists…". */
export const AuthMessageSchema = Type.Object({ message: Type.String() });
export type AuthMessage = Static<typeof AuthMessageSchema>;

/** One e-mail of the dev mailbox (the outbox's row). */
export const StoredEmailSchema = Type.Object({
  id: Type.Integer(),
  to: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  createdAt: DateTimeSchema,
  sentAt: nullable(DateTimeSchema),
});
export type StoredEmail = Static<typeof StoredEmailSchema>;

/** GET /api/dev/mailbox/mine: the signed-in user's own e-mails, newest first (at most 50). */
export const MailboxSchema = Type.Object({
  address: Type.String(),
  emails: Type.Array(StoredEmailSchema),
});
export type Mailbox = Static<typeof MailboxSchema>;

/** A 204 or a redirect: no body. */
const Empty = Type.Null();
/** Attempt limits answer 429 (api/src/http/rate-limit.ts). */
const LIMITED = 429;

/** Each route: its method, path and Fastify `schema`, by name (./route.ts). */
export const authRoutes = {
  /** 409 when the e-mail is taken; signs in */
  signup: defineRoute('POST', '/api/auth/signup', {
    body: SignUpBodySchema,
    response: { 201: UserSchema, ...errorResponses(400, 403, 409, 415) },
  }),
  /** 401 on a wrong e-mail or password */
  login: defineRoute('POST', '/api/auth/login', {
    body: SignInBodySchema,
    response: { 200: UserSchema, ...errorResponses(...WRITE_ERRORS, LIMITED) },
  }),
  /** The signed-in user; 401 signed out. */
  currentUser: defineRoute('GET', '/api/auth/user', {
    response: { 200: UserSchema, ...errorResponses(401) },
  }),
  /** A sign-in link's token for a session (400 naming `token` when bad) */
  token: defineRoute('POST', '/api/auth/token', {
    body: TokenBodySchema,
    response: { 200: UserSchema, ...errorResponses(400, 403, 415, LIMITED) },
  }),
  /** The same 202 whether or not the account exists */
  forgotPassword: defineRoute('POST', '/api/auth/forgot-password', {
    body: ForgotPasswordBodySchema,
    response: { 202: AuthMessageSchema, ...errorResponses(400, 403, 415, LIMITED) },
  }),
  /** Ends every session of the user */
  resetPassword: defineRoute('POST', '/api/auth/reset-password', {
    body: ResetPasswordBodySchema,
    response: { 204: Empty, ...errorResponses(400, 403, 415, LIMITED) },
  }),
  /** Ends every other session of the user */
  changePassword: defineRoute('POST', '/api/auth/change-password', {
    body: ChangePasswordBodySchema,
    response: { 204: Empty, ...errorResponses(...WRITE_ERRORS, LIMITED) },
  }),
  /**
   * Proves the address with a verification link's token (204). A link
   * whose account is confirmed already (opened again, or an older link) is 200
   * `{ alreadyVerified: true }`; 400 naming `token` for an unknown one, or a used or expired one
   * of an account not confirmed yet. Works signed out too.
   */
  verifyEmail: defineRoute('POST', '/api/auth/verify-email', {
    body: VerifyEmailBodySchema,
    response: {
      200: AlreadyVerifiedSchema,
      204: Empty,
      ...errorResponses(400, 403, 415, LIMITED),
    },
  }),
  /**
   * Signed in: e-mails a fresh verification link (202); an
   * already verified user gets 202 with a message saying so and no e-mail.
   */
  resendVerification: defineRoute('POST', '/api/auth/resend-verification', {
    body: ResendVerificationBodySchema,
    response: { 202: AuthMessageSchema, ...errorResponses(...WRITE_ERRORS, LIMITED) },
  }),
  /**
   * Ends the session, redirects to `/`. A cross-site navigation
   * (`Sec-Fetch-Site: cross-site`) signs nobody out: it gets a small "Sign out?" page (text/html)
   * whose button signs out from this origin.
   */
  logout: defineRoute('GET', '/api/logout', {
    response: { 200: Type.String({ contentMediaType: 'text/html' }), 302: Empty },
  }),
  mailbox: defineRoute('GET', '/api/dev/mailbox/mine', {
    querystring: NoQuerySchema,
    response: { 200: MailboxSchema, ...errorResponses(401) },
  }),
};

/** The readable cookie beside the session's (shared-kernel/src/auth-hint.ts). */
export { SIGNED_IN_HINT_COOKIE } from '../auth-hint.js';
