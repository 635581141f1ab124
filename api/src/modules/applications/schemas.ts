// JSON schemas shared by the application, interview and offer routes.
import { APPLICATION_STATUSES } from './transitions.js';

export const uuid = { type: 'string', format: 'uuid' } as const;
export const idParams = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: uuid },
} as const;

export const statusSchema = { type: 'string', enum: APPLICATION_STATUSES } as const;

export const noQuery = { type: 'object', additionalProperties: false, properties: {} } as const;

/** A write that takes no body (the client may still send an empty one or `{}`). */
export const noBody = {
  not: { type: ['string', 'number', 'boolean', 'array'] },
  additionalProperties: false,
  properties: {},
} as const;

export const pageQuery = {
  page: { type: 'integer', minimum: 1, maximum: 10000, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: 50, default: 20 },
} as const;

export function objectSchema(
  properties: Record<string, object>,
  required: string[] = Object.keys(properties),
) {
  return { type: 'object', additionalProperties: false, required, properties } as const;
}
