// JSON schema pieces shared by the companies module's routes.

// The culture vocabularies come from the one place that defines them (spec section 3).
import { PRIMARY_VALUES } from 'shared-kernel/rules';

export {
  GUEST_INTERACTIONS,
  PRIMARY_VALUES,
  SERVICE_APPROACHES,
  TEAM_SIZES,
  VENUE_TYPES,
  WORK_PACES as PACES,
} from 'shared-kernel/rules';
export {
  COMPANY_ROLES as MEMBER_ROLES,
  INVITABLE_ROLES,
  type CompanyRole as MemberRole,
  type InvitableRole,
} from '../access/roles.js';

export const text = (maxLength: number, minLength = 0) =>
  ({ type: 'string', minLength, maxLength }) as const;
/** Text that may be cleared with null. */
export const nullableText = (maxLength: number) =>
  ({ type: ['string', 'null'], maxLength }) as const;
export const nullableEnum = (values: readonly string[]) =>
  ({ type: ['string', 'null'], enum: [...values, null] }) as const;
export const color = { type: ['string', 'null'], pattern: '^#[0-9a-fA-F]{6}$' } as const;
export const url = { type: ['string', 'null'], format: 'uri', maxLength: 500 } as const;
export const primaryValues = {
  type: 'array',
  uniqueItems: true,
  maxItems: PRIMARY_VALUES.length,
  items: { type: 'string', enum: PRIMARY_VALUES },
} as const;

export const idParams = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: { type: 'string', format: 'uuid' } },
} as const;

export const pageQuery = {
  page: { type: 'integer', minimum: 1, maximum: 10000, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: 50, default: 20 },
} as const;

export type Page = { page: number; pageSize: number };

export function objectSchema(properties: Record<string, object>, required: string[] = []) {
  return { type: 'object', additionalProperties: false, required, properties } as const;
}
