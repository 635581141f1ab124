// Plain JSON schema pieces that routes not yet on the contract still use (culture-tools). The
// companies module's own routes take their schemas from shared-kernel/contract (companies.ts,
// venues.ts, team.ts), which also holds every vocabulary.

export function objectSchema(properties: Record<string, object>, required: string[] = []) {
  return { type: 'object', additionalProperties: false, required, properties } as const;
}

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
