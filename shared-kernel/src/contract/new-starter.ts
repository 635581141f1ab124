// The new-starter pack (issue 43 item 4, /api/applications/:id/onboarding): once an offer is
// accepted the application has one, with five steps (right to work, HMRC starter checklist, bank
// details, contract, policies). Who sees what: the candidate and the company's owners and admins
// read it in full (`view: 'full'`); the company's other recruiters read the step statuses only
// (`view: 'steps'`, the detail fields absent). Nobody else: 404. The rules (share code, NI number,
// sort code, dates kept) are shared-kernel/rules/new-starter.ts; docs/new-starter-records.md.
import { Type, type Static } from 'typebox';
import {
  DateSchema,
  DateTimeSchema,
  errorResponses,
  IdParamsSchema,
  NoQuerySchema,
  nullable,
  UuidSchema,
  vocabulary,
  WRITE_ERRORS,
} from './common.js';
import { defineRoute } from './route.js';
import {
  CONTRACT_TEXT_MAX_LENGTH,
  EVIDENCE_TYPES,
  HARASSMENT_POLICY_MAX_LENGTH,
} from '../rules/new-starter.js';
import {
  CONTRACT_DOCUMENT_FORMATS,
  NEW_STARTER_STEP_STATUSES,
  NEW_STARTER_STEPS,
  RIGHT_TO_WORK_RESULTS,
  RIGHT_TO_WORK_ROUTES,
  STARTER_STATEMENTS,
  STUDENT_LOAN_PLANS,
} from '../vocabularies.js';

export const NewStarterStepKeySchema = vocabulary(NEW_STARTER_STEPS);
export const RightToWorkRouteSchema = vocabulary(RIGHT_TO_WORK_ROUTES);
export const RightToWorkResultSchema = vocabulary(RIGHT_TO_WORK_RESULTS);

/** Someone of the record: the recruiter who checked, attached or downloaded. */
const PersonSchema = Type.Object({ id: UuidSchema, name: Type.String() });

/**
 * One step. `done`: right-to-work when the employer's check is recorded (and time-limited
 * permission has not ended); starter and bank when saved; contract when the current document is
 * signed; policies when each policy the company has is acknowledged. `overdue`: not done on or
 * after the offer's start day (London).
 */
export const NewStarterStepSchema = Type.Object({
  key: NewStarterStepKeySchema,
  status: vocabulary(NEW_STARTER_STEP_STATUSES),
});
export type NewStarterStep = Static<typeof NewStarterStepSchema>;

/** The employer's right-to-work check. */
export const RightToWorkCheckSchema = Type.Object({
  route: RightToWorkRouteSchema,
  checkedOn: DateSchema,
  result: RightToWorkResultSchema,
  /** Time-limited permission's last day; null when continuous. */
  expiresOn: nullable(DateSchema),
  /** 28 days before `expiresOn`: the recruiters are told then (once). */
  followUpOn: nullable(DateSchema),
  /** The file as uploaded (GET …/right-to-work/evidence), known by its content and SHA-256. */
  evidence: Type.Object({
    fileName: Type.String(),
    contentType: vocabulary(EVIDENCE_TYPES),
    size: Type.Integer({ minimum: 1 }),
    sha256: Type.String({ pattern: '^[0-9a-f]{64}$' }),
  }),
  recordedBy: PersonSchema,
  recordedAt: DateTimeSchema,
});
export type RightToWorkCheck = Static<typeof RightToWorkCheckSchema>;

export const RightToWorkSchema = Type.Object({
  /** The route the candidate picked; null before they pick. */
  route: nullable(RightToWorkRouteSchema),
  /** 'W4X8YT2ZP' (route share_code), else null. */
  shareCode: nullable(Type.String()),
  dateOfBirth: nullable(DateSchema),
  /** The share code's last valid day: 90 days from the day the candidate gave it. */
  shareCodeValidUntil: nullable(DateSchema),
  submittedAt: nullable(DateTimeSchema),
  check: nullable(RightToWorkCheckSchema),
});

export const StarterSchema = Type.Object({
  statement: vocabulary(STARTER_STATEMENTS),
  /** 'AB123456C'. */
  niNumber: Type.String(),
  studentLoanPlan: vocabulary(STUDENT_LOAN_PLANS),
  postgraduateLoan: Type.Boolean(),
  savedAt: DateTimeSchema,
});

/** Masked everywhere (`••••5678`); only the payroll CSV has the full values. */
export const BankSchema = Type.Object({
  accountName: Type.String(),
  sortCode: Type.String(),
  accountNumber: Type.String(),
  savedAt: DateTimeSchema,
});

/** Every view of the full bank details (who, when, how): listed on the record. */
export const BankViewSchema = Type.Object({
  by: PersonSchema,
  at: DateTimeSchema,
  via: Type.Literal('payroll_csv'),
});

export const ContractSchema = Type.Object({
  format: vocabulary(CONTRACT_DOCUMENT_FORMATS),
  /** The text (format 'text'); a PDF is GET …/contract/document. */
  text: nullable(Type.String()),
  fileName: nullable(Type.String()),
  /** The document's SHA-256: a signature is for this document only. */
  sha256: Type.String({ pattern: '^[0-9a-f]{64}$' }),
  attachedAt: DateTimeSchema,
  attachedBy: PersonSchema,
  /** The signature of this document; null before it is signed (or after it changed). */
  signature: nullable(
    Type.Object({
      fullName: Type.String(),
      signedAt: DateTimeSchema,
      ipAddress: Type.String(),
      sha256: Type.String(),
    }),
  ),
});

/** A policy the candidate acknowledges; null when the company has not written it. */
const AcknowledgedPolicySchema = nullable(
  Type.Object({ text: Type.String(), acknowledgedAt: nullable(DateTimeSchema) }),
);

export const NewStarterSchema = Type.Object({
  applicationId: UuidSchema,
  candidate: PersonSchema,
  job: Type.Object({ id: UuidSchema, title: Type.String() }),
  company: Type.Object({ id: UuidSchema, name: Type.String() }),
  /** In NEW_STARTER_STEPS order. */
  steps: Type.Array(NewStarterStepSchema),
  /** Every step done. */
  readyForFirstShift: Type.Boolean(),
  /** The accepted offer's start day. */
  startDate: nullable(DateSchema),
  firstShift: nullable(
    Type.Object({ startsOn: DateSchema, confirmedAt: DateTimeSchema, confirmedBy: PersonSchema }),
  ),
  leftOn: nullable(DateSchema),
  /** 2 years after `leftOn`: the records are deleted the day after. */
  keepUntil: nullable(DateSchema),
  view: Type.Union([Type.Literal('full'), Type.Literal('steps')]),
  // The rest: view 'full' only.
  rightToWork: Type.Optional(RightToWorkSchema),
  starter: Type.Optional(nullable(StarterSchema)),
  bank: Type.Optional(nullable(BankSchema)),
  bankViews: Type.Optional(Type.Array(BankViewSchema)),
  contract: Type.Optional(nullable(ContractSchema)),
  policies: Type.Optional(
    Type.Object({
      /** null when the company takes no tips (no tipping policy). */
      tipping: AcknowledgedPolicySchema,
      harassment: AcknowledgedPolicySchema,
    }),
  ),
});
export type NewStarter = Static<typeof NewStarterSchema>;

/** A new starter's progress on a card (board card, candidate's application list). */
export const NewStarterProgressSchema = Type.Object({
  done: Type.Integer({ minimum: 0 }),
  total: Type.Integer({ minimum: 1 }),
  ready: Type.Boolean(),
  /** The right-to-work check is recorded: the first shift can be confirmed. */
  rightToWorkChecked: Type.Boolean(),
});
export type NewStarterProgress = Static<typeof NewStarterProgressSchema>;

/** The candidate picks the route; `shareCode` and `dateOfBirth` are needed for share_code only. */
export const RightToWorkInputSchema = Type.Object(
  {
    route: RightToWorkRouteSchema,
    shareCode: Type.Optional(Type.String({ maxLength: 20 })),
    /**
     * 'YYYY-MM-DD' of any year: the contract's `date` format takes 2000–2100 only, which would
     * refuse everyone over 26. The API checks it is a real day of someone 16 or over.
     */
    dateOfBirth: Type.Optional(
      Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', maxLength: 10 }),
    ),
  },
  { additionalProperties: false },
);
export type RightToWorkInput = Static<typeof RightToWorkInputSchema>;

export const StarterInputSchema = Type.Object(
  {
    statement: vocabulary(STARTER_STATEMENTS),
    niNumber: Type.String({ minLength: 1, maxLength: 20 }),
    studentLoanPlan: vocabulary(STUDENT_LOAN_PLANS),
    postgraduateLoan: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type StarterInput = Static<typeof StarterInputSchema>;

export const BankInputSchema = Type.Object(
  {
    accountName: Type.String({ minLength: 1, maxLength: 70 }),
    sortCode: Type.String({ minLength: 1, maxLength: 10 }),
    accountNumber: Type.String({ minLength: 1, maxLength: 12 }),
  },
  { additionalProperties: false },
);
export type BankInput = Static<typeof BankInputSchema>;

/** The contract as text (JSON); a PDF is the same PUT as multipart/form-data, field `document`. */
export const ContractTextInputSchema = Type.Object(
  { text: Type.String({ minLength: 1, maxLength: CONTRACT_TEXT_MAX_LENGTH }) },
  { additionalProperties: false },
);
export type ContractTextInput = Static<typeof ContractTextInputSchema>;

/** The candidate signs the document whose SHA-256 they were shown (409 when it changed since). */
export const SignatureInputSchema = Type.Object(
  {
    fullName: Type.String({ minLength: 2, maxLength: 200 }),
    documentSha256: Type.String({ pattern: '^[0-9a-f]{64}$' }),
  },
  { additionalProperties: false },
);
export type SignatureInput = Static<typeof SignatureInputSchema>;

/** Each must be true when the company has that policy (400 naming it otherwise). */
export const PoliciesInputSchema = Type.Object(
  {
    tipping: Type.Optional(Type.Literal(true)),
    harassment: Type.Optional(Type.Literal(true)),
  },
  { additionalProperties: false },
);
export type PoliciesInput = Static<typeof PoliciesInputSchema>;

export const FirstShiftInputSchema = Type.Object(
  { startsOn: Type.String({ format: 'date', maxLength: 10 }) },
  { additionalProperties: false },
);
export type FirstShiftInput = Static<typeof FirstShiftInputSchema>;

export const LeftInputSchema = Type.Object(
  { leftOn: Type.String({ format: 'date', maxLength: 10 }) },
  { additionalProperties: false },
);
export type LeftInput = Static<typeof LeftInputSchema>;

export const HarassmentPolicySchema = Type.Object({ text: nullable(Type.String()) });
export type HarassmentPolicy = Static<typeof HarassmentPolicySchema>;
export const HarassmentPolicyInputSchema = Type.Object(
  { text: Type.String({ minLength: 1, maxLength: HARASSMENT_POLICY_MAX_LENGTH }) },
  { additionalProperties: false },
);
export type HarassmentPolicyInput = Static<typeof HarassmentPolicyInputSchema>;

const read = {
  params: IdParamsSchema,
  querystring: NoQuerySchema,
  response: { 200: NewStarterSchema, ...errorResponses(400, 401, 404) },
};
const write = <B extends ReturnType<typeof Type.Object>>(body: B) => ({
  params: IdParamsSchema,
  querystring: NoQuerySchema,
  body,
  response: { 200: NewStarterSchema, ...errorResponses(...WRITE_ERRORS, 404, 409) },
});

/** Each route: its method, path and Fastify `schema`, by name (./route.ts). */
export const newStarterRoutes = {
  /** The candidate, or the company's members (owners and admins in full). 404 without a pack. */
  get: defineRoute('GET', '/api/applications/:id/onboarding', read),
  /** The candidate's. */
  rightToWork: defineRoute(
    'PUT',
    '/api/applications/:id/onboarding/right-to-work',
    write(RightToWorkInputSchema),
  ),
  /**
   * Owner or admin: multipart/form-data with `route`, `checkedOn`, `result`, `expiresOn`
   * (time_limited only) and the file `evidence` (PDF, JPEG or PNG by content, ≤ 10 MB); a 400
   * names the field and stores nothing. Needs an `Origin` header that is the site's.
   */
  recordCheck: defineRoute('POST', '/api/applications/:id/onboarding/right-to-work/check', {
    params: IdParamsSchema,
    querystring: NoQuerySchema,
    response: { 201: NewStarterSchema, ...errorResponses(...WRITE_ERRORS, 404, 409, 413) },
  }),
  /** Owner or admin: the evidence file as uploaded. */
  evidence: defineRoute('GET', '/api/applications/:id/onboarding/right-to-work/evidence', {
    params: IdParamsSchema,
    querystring: NoQuerySchema,
    response: {
      200: Type.String({ contentMediaType: 'application/octet-stream' }),
      ...errorResponses(400, 401, 404),
    },
  }),
  /** The candidate's. */
  starter: defineRoute(
    'PUT',
    '/api/applications/:id/onboarding/starter',
    write(StarterInputSchema),
  ),
  /** The candidate's; stored encrypted (AES-256-GCM), read back masked. */
  bank: defineRoute('PUT', '/api/applications/:id/onboarding/bank', write(BankInputSchema)),
  /**
   * Owner or admin: JSON `{ text }`, or multipart/form-data with a PDF `document` (≤ 10 MB). A
   * changed document needs a new signature.
   */
  contract: defineRoute('PUT', '/api/applications/:id/onboarding/contract', {
    params: IdParamsSchema,
    querystring: NoQuerySchema,
    response: { 200: NewStarterSchema, ...errorResponses(...WRITE_ERRORS, 404, 409, 413) },
  }),
  /** The candidate or the company's owners and admins: the PDF, or the text as text/plain. */
  contractDocument: defineRoute('GET', '/api/applications/:id/onboarding/contract/document', {
    params: IdParamsSchema,
    querystring: NoQuerySchema,
    response: {
      200: Type.String({ contentMediaType: 'application/octet-stream' }),
      ...errorResponses(400, 401, 404),
    },
  }),
  /** The candidate's; 409 when there is no contract or it changed (documentSha256 differs). */
  sign: defineRoute(
    'PUT',
    '/api/applications/:id/onboarding/contract/signature',
    write(SignatureInputSchema),
  ),
  /** The candidate's. */
  policies: defineRoute(
    'PUT',
    '/api/applications/:id/onboarding/policies',
    write(PoliciesInputSchema),
  ),
  /** Any member of the company; 409 before the right-to-work check is recorded. */
  firstShift: defineRoute(
    'POST',
    '/api/applications/:id/onboarding/first-shift',
    write(FirstShiftInputSchema),
  ),
  /** Owner or admin: the leaving day; the records are kept 2 years after it. */
  left: defineRoute('POST', '/api/applications/:id/onboarding/left', write(LeftInputSchema)),
  /**
   * Owner or admin: text/csv, one row per new starter with bank details (full values), not left.
   * Each download is logged on every record it holds (the record's `bankViews`).
   */
  payroll: defineRoute('GET', '/api/companies/mine/payroll.csv', {
    querystring: NoQuerySchema,
    response: {
      200: Type.String({ contentMediaType: 'text/csv' }),
      ...errorResponses(400, 401, 403, 404),
    },
  }),
  /** Any member of the company; `text` null before it is written. */
  harassmentPolicy: defineRoute('GET', '/api/companies/mine/harassment-policy', {
    querystring: NoQuerySchema,
    response: { 200: HarassmentPolicySchema, ...errorResponses(400, 401, 403, 404) },
  }),
  /** Owner or admin (403 otherwise). */
  saveHarassmentPolicy: defineRoute('PUT', '/api/companies/mine/harassment-policy', {
    querystring: NoQuerySchema,
    body: HarassmentPolicyInputSchema,
    response: { 200: HarassmentPolicySchema, ...errorResponses(...WRITE_ERRORS, 404) },
  }),
};
