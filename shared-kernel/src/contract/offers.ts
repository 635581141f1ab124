// Offers (/api/offers, /api/applications/:id/offers): both sides read the same shape.
import { Type, type Static } from 'typebox';
import {
  DateSchema,
  DateTimeSchema,
  errorResponses,
  IdParamsSchema,
  NoBodySchema,
  NoQuerySchema,
  nullable,
  OfferStatusSchema,
  pageOf,
  PageQuerySchema,
  SalaryTypeSchema,
  UuidSchema,
  WRITE_ERRORS,
} from './common.js';
import { defineRoute } from './route.js';

export const OfferSchema = Type.Object({
  id: UuidSchema,
  applicationId: UuidSchema,
  /** A pending offer past its response deadline is expired (the API's sweep; reads as 'expired'). */
  status: OfferStatusSchema,
  /** Pounds (the database keeps pence). */
  salaryAmount: Type.Number({ exclusiveMinimum: 0 }),
  salaryType: SalaryTypeSchema,
  startDate: nullable(DateSchema),
  expiresAt: nullable(DateTimeSchema),
  message: nullable(Type.String()),
  respondedAt: nullable(DateTimeSchema),
  /** When the company withdrew it, and what it told the candidate (status 'withdrawn'). */
  withdrawnAt: Type.Optional(nullable(DateTimeSchema)),
  withdrawalMessage: Type.Optional(nullable(Type.String())),
  createdAt: DateTimeSchema,
  job: Type.Object({ id: UuidSchema, title: Type.String() }),
  company: Type.Object({ id: UuidSchema, name: Type.String() }),
  candidate: Type.Object({ id: UuidSchema, name: Type.String() }),
});
export type Offer = Static<typeof OfferSchema>;

export const OfferPageSchema = pageOf(OfferSchema);
export type OfferPage = Static<typeof OfferPageSchema>;

/** The candidate's answer to an offer: POST /api/offers/:id/accept or /decline. */
export const OFFER_ANSWERS = ['accept', 'decline'] as const;
export type OfferAnswer = (typeof OFFER_ANSWERS)[number];

/**
 * The recruiter makes an offer: POST /api/applications/:id/offers, from a reviewed or interviewed
 * application (409 otherwise). `startDate`: today or later (Europe/London), else a 400 naming
 * `startDate`. `expiresAt` is the response deadline: required and after now, else a 400 naming
 * `expiresAt`; when it passes, the offer expires (both sides are told). A corrected offer is a new
 * offer after withdrawing the pending one.
 */
export const MakeOfferBodySchema = Type.Object(
  {
    salaryAmount: Type.Number({ exclusiveMinimum: 0, maximum: 1_000_000 }),
    salaryType: SalaryTypeSchema,
    startDate: Type.String({ format: 'date', maxLength: 10 }),
    /** The response deadline. */
    expiresAt: Type.String({ format: 'date-time', maxLength: 40 }),
    message: Type.Optional(Type.String({ maxLength: 5000 })),
  },
  { additionalProperties: false },
);
export type MakeOfferBody = Static<typeof MakeOfferBodySchema>;

/**
 * The recruiter withdraws a pending offer: POST /api/offers/:id/withdraw `{ message? }` (no body
 * is fine too). The application goes back to the stage before the offer; the message is sent to
 * the candidate.
 */
export const WithdrawOfferBodySchema = Type.Unsafe<{ message?: string } | undefined>({
  not: { type: ['string', 'number', 'boolean', 'array'] },
  additionalProperties: false,
  properties: { message: { type: 'string', maxLength: 2000 } },
});
export type WithdrawOfferBody = Static<typeof WithdrawOfferBodySchema>;

/** The candidate's answer to an offer, either way. */
const respondSchema = {
  params: IdParamsSchema,
  querystring: NoQuerySchema,
  body: NoBodySchema,
  response: { 200: OfferSchema, ...errorResponses(...WRITE_ERRORS, 404, 409) },
};

/** Each route: its method, path and Fastify `schema`, by name (./route.ts). */
export const offerRoutes = {
  /** Newest first, the viewer's own (candidate) or their company's. */
  list: defineRoute('GET', '/api/offers', {
    querystring: PageQuerySchema,
    response: { 200: OfferPageSchema, ...errorResponses(400, 401) },
  }),
  /** The candidate's; 409 when no longer pending, or expired */
  accept: defineRoute('POST', '/api/offers/:id/accept', respondSchema),
  /** The candidate's; 409 when no longer pending, or expired */
  decline: defineRoute('POST', '/api/offers/:id/decline', respondSchema),
  /** The company's; 409 when no longer pending */
  withdraw: defineRoute('POST', '/api/offers/:id/withdraw', {
    params: IdParamsSchema,
    querystring: NoQuerySchema,
    body: WithdrawOfferBodySchema,
    response: { 200: OfferSchema, ...errorResponses(...WRITE_ERRORS, 404, 409) },
  }),
  /** 409 when the application is not reviewed or interviewed, or has a pending offer */
  make: defineRoute('POST', '/api/applications/:id/offers', {
    params: IdParamsSchema,
    querystring: NoQuerySchema,
    body: MakeOfferBodySchema,
    response: { 201: OfferSchema, ...errorResponses(...WRITE_ERRORS, 404, 409) },
  }),
};
