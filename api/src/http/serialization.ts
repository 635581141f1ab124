import { SerializerSelector, type SerializerFactory } from '@fastify/fast-json-stringify-compiler';

// Responses are written by fast-json-stringify from the contract's schemas (Fastify's default),
// given each schema in the shape it writes fastest. The contract says "a value or null" as
// `anyOf: [X, null]` and a vocabulary as `enum` (shared-kernel/src/contract/common.ts), which
// is right for validating input; but for `anyOf` the serializer runs a validator on every value
// to choose the branch (a job card has ten such fields). Written, the two shapes are the same as
// `type: [X's type, 'null']` and `type: 'string'`, which it checks with `typeof`: writing a
// recommendations answer takes 31 µs instead of 49, a search page 38 instead of 68. Only what is written changes: requests are
// still validated against the contract as it is (validation.ts), and tests check the answers.

type Schema = Record<string, unknown>;

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A vocabulary (`enum` of strings, no type) written as the string it is. */
function plain(schema: Schema): Schema {
  const values = schema.enum;
  if (
    schema.type === undefined &&
    Array.isArray(values) &&
    values.every((v) => typeof v === 'string')
  ) {
    const { enum: _values, ...rest } = schema;
    return { ...rest, type: 'string' };
  }
  return schema;
}

/**
 * A union of closed objects (`additionalProperties: false`, e.g. a knock-out rule, `{ equals } |
 * { below } | { above }`) as one object with every branch's properties: only those present are
 * written, as the branch would write them. Any other union (string or number…) is left as it is.
 */
function mergedObjects(options: Schema[]): Schema | undefined {
  const closed = options.every(
    (o) => o.type === 'object' && o.additionalProperties === false && isSchema(o.properties),
  );
  if (!closed) return undefined;
  const properties = Object.assign({}, ...options.map((o) => o.properties as Schema)) as Schema;
  return { type: 'object', properties, additionalProperties: false };
}

/**
 * `schema` with every `anyOf: [X, { type: 'null' }]` as `type: [X.type, 'null']`, every union of
 * closed objects as one object (mergedObjects) and every vocabulary as a string; any other union
 * is left to the validator.
 */
export function forWriting(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(forWriting);
  if (!isSchema(schema)) return schema;
  const copy: Schema = {};
  for (const [key, value] of Object.entries(schema)) copy[key] = forWriting(value);
  const options = copy.anyOf;
  const merged = Array.isArray(options) && options.every(isSchema) ? mergedObjects(options) : null;
  if (merged) {
    const { anyOf: _anyOf, ...siblings } = copy;
    return { ...siblings, ...merged };
  }
  if (Array.isArray(options) && options.length === 2 && options.every(isSchema)) {
    const nullAt = options.findIndex((option) => option.type === 'null');
    const value = nullAt === -1 ? undefined : plain(options[1 - nullAt] as Schema);
    if (value && typeof value.type === 'string' && value.anyOf === undefined) {
      const { anyOf: _anyOf, ...siblings } = copy;
      return { ...siblings, ...value, type: [value.type, 'null'] };
    }
  }
  return plain(anyKey(copy));
}

/** A record (`patternProperties` of one pattern that takes every key) as `additionalProperties`. */
function anyKey(schema: Schema): Schema {
  const patterns = schema.patternProperties;
  if (!isSchema(patterns) || schema.properties !== undefined) return schema;
  const entries = Object.entries(patterns);
  if (entries.length !== 1 || !['^.*$', '^(.*)$'].includes(entries[0][0])) return schema;
  const { patternProperties: _patterns, ...rest } = schema;
  return { ...rest, additionalProperties: entries[0][1] };
}

const fastifyDefault = SerializerSelector();

/** Fastify's own serializer compiler, given each response schema as `forWriting` makes it. */
export const buildSerializer: SerializerFactory = (externalSchemas, options) => {
  const compile = fastifyDefault(externalSchemas, options);
  return (route) => compile({ ...route, schema: forWriting(route.schema) });
};
