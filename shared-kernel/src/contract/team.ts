// A company's people: its members (/api/companies/mine/members) and team invitations
// (/api/companies/mine/invitations, /api/invitations/:token). The API's routes are
// api/src/modules/companies/{member,invitation}-routes.ts.
import { Type, type Static } from 'typebox';
import {
  DateTimeSchema,
  errorResponses,
  IdParamsSchema,
  NoBodySchema,
  NoContentSchema,
  NoQuerySchema,
  nullable,
  pageOf,
  UuidSchema,
  vocabulary,
  WRITE_ERRORS,
} from './common.js';
import { defineRoute } from './route.js';
import { MemberRoleSchema } from './companies.js';
import { INVITABLE_ROLES } from './vocabularies.js';

export const InvitableRoleSchema = vocabulary(INVITABLE_ROLES);

export const MemberSchema = Type.Object({
  userId: UuidSchema,
  name: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  role: MemberRoleSchema,
  joinedAt: DateTimeSchema,
});
export type Member = Static<typeof MemberSchema>;

export const MemberPageSchema = pageOf(MemberSchema);
export type MemberPage = Static<typeof MemberPageSchema>;

export const MemberListQuerySchema = Type.Object(
  {
    page: Type.Integer({ minimum: 1, maximum: 10000, default: 1 }),
    pageSize: Type.Integer({ minimum: 1, maximum: 50, default: 50 }),
  },
  { additionalProperties: false },
);

export const MemberParamsSchema = Type.Object(
  { userId: UuidSchema },
  { additionalProperties: false },
);

export const MemberRoleChangeSchema = Type.Object(
  { role: InvitableRoleSchema },
  { additionalProperties: false },
);
export type MemberRoleChange = Static<typeof MemberRoleChangeSchema>;

export const InvitationInputSchema = Type.Object(
  { email: Type.String({ format: 'email', maxLength: 254 }), role: InvitableRoleSchema },
  { additionalProperties: false },
);
export type InvitationInput = Static<typeof InvitationInputSchema>;

/** 202: the same answer whatever the address (no account enumeration). */
export const InvitationSentSchema = Type.Object({ message: Type.String() });
export type InvitationSent = Static<typeof InvitationSentSchema>;

export const PendingInvitationSchema = Type.Object({
  id: UuidSchema,
  email: Type.String(),
  role: InvitableRoleSchema,
  invitedBy: nullable(Type.Object({ id: UuidSchema, name: Type.String() })),
  createdAt: DateTimeSchema,
  expiresAt: DateTimeSchema,
});
export type PendingInvitation = Static<typeof PendingInvitationSchema>;

export const PendingInvitationListSchema = Type.Object({
  items: Type.Array(PendingInvitationSchema),
});
export type PendingInvitationList = Static<typeof PendingInvitationListSchema>;

/** GET /api/invitations/:token: what the link invites to (no sign-in). */
export const InvitationPreviewSchema = Type.Object({
  companyName: Type.String(),
  companySlug: Type.String(),
  role: InvitableRoleSchema,
  email: Type.String(),
  invitedBy: nullable(Type.String()),
  expiresAt: DateTimeSchema,
});
export type InvitationPreview = Static<typeof InvitationPreviewSchema>;

/** POST /api/invitations/:token/accept: the new membership. */
export const MembershipSchema = Type.Object({ companyId: UuidSchema, role: MemberRoleSchema });
export type Membership = Static<typeof MembershipSchema>;

/** The token in the link: 43 base64url characters today; any string up to 200 is looked up. */
export const TokenParamsSchema = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);

/** Each route: its method, path and Fastify `schema`, by name (./route.ts). */
export const teamRoutes = {
  /** Any member */
  members: defineRoute('GET', '/api/companies/mine/members', {
    querystring: MemberListQuerySchema,
    response: { 200: MemberPageSchema, ...errorResponses(400, 401, 403, 404) },
  }),
  /** Owner or admin; never the owner's role */
  changeRole: defineRoute('PATCH', '/api/companies/mine/members/:userId', {
    params: MemberParamsSchema,
    querystring: NoQuerySchema,
    body: MemberRoleChangeSchema,
    response: { 200: MemberSchema, ...errorResponses(...WRITE_ERRORS, 404) },
  }),
  /** Owner or admin, or the member leaving */
  removeMember: defineRoute('DELETE', '/api/companies/mine/members/:userId', {
    params: MemberParamsSchema,
    querystring: NoQuerySchema,
    body: NoBodySchema,
    response: { 204: NoContentSchema, ...errorResponses(...WRITE_ERRORS, 404) },
  }),
  /** Owner or admin with a proven address (else 403); 409 at the pending cap; 429 over the daily limits */
  invite: defineRoute('POST', '/api/companies/mine/invitations', {
    querystring: NoQuerySchema,
    body: InvitationInputSchema,
    response: { 202: InvitationSentSchema, ...errorResponses(...WRITE_ERRORS, 404, 409, 429) },
  }),
  /** Owner or admin */
  invitations: defineRoute('GET', '/api/companies/mine/invitations', {
    querystring: NoQuerySchema,
    response: { 200: PendingInvitationListSchema, ...errorResponses(400, 401, 403, 404) },
  }),
  /** Owner or admin */
  revoke: defineRoute('DELETE', '/api/companies/mine/invitations/:id', {
    params: IdParamsSchema,
    querystring: NoQuerySchema,
    body: NoBodySchema,
    response: { 204: NoContentSchema, ...errorResponses(...WRITE_ERRORS, 404) },
  }),
  /** No sign-in; 404 expired or used */
  preview: defineRoute('GET', '/api/invitations/:token', {
    params: TokenParamsSchema,
    response: { 200: InvitationPreviewSchema, ...errorResponses(400, 404) },
  }),
  /** A recruiter, signed in with the invited address */
  accept: defineRoute('POST', '/api/invitations/:token/accept', {
    params: TokenParamsSchema,
    querystring: NoQuerySchema,
    body: NoBodySchema,
    response: { 200: MembershipSchema, ...errorResponses(...WRITE_ERRORS, 404, 409) },
  }),
};
