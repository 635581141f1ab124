// JSON-schema pieces shared by the candidates module's routes.

/** An object body: unknown fields refused; `required` lists the fields that must be there. */
export function objectSchema(properties: Record<string, object>, required: string[] = []) {
  return { type: 'object', additionalProperties: false, required, properties } as const;
}

export const uuidParams = objectSchema({ id: { type: 'string', format: 'uuid' } }, ['id']);

export const PAGE_SIZE_MAX = 50;

export const pageQuery = {
  page: { type: 'integer', minimum: 1, maximum: 10000, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: PAGE_SIZE_MAX, default: 20 },
} as const;

export const emptyQuery = objectSchema({});

export type Page = { page: number; pageSize: number };
