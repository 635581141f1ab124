import { Ajv, type AnySchema, type ValidateFunction } from 'ajv';
import ajvFormats from 'ajv-formats';
import { buildSerializer } from './serialization.js';
import type {
  FastifyInstance,
  FastifyRequest,
  FastifySchemaValidationError,
  FastifyServerOptions,
} from 'fastify';
import { HttpError } from './errors.js';
import { CONTRACT_FORMATS, fieldLabel, HTTP_URL_FORMAT } from 'shared-kernel/contract';

// ajv-formats is CommonJS; under NodeNext its default export is the module object.
const addFormats = ajvFormats.default;

/** `body`, `querystring`, `params` or `headers`. */
type SchemaErrorDataVar = Parameters<NonNullable<FastifyServerOptions['schemaErrorFormatter']>>[1];

type RouteSchemaDef = { schema: AnySchema; httpPart?: string };

function createAjv(coerceTypes: boolean | 'array'): Ajv {
  const ajv = new Ajv({
    coerceTypes,
    useDefaults: true,
    // Refuse unknown fields (Fastify's default would silently drop them).
    removeAdditional: false,
    allErrors: false,
    allowUnionTypes: true,
    addUsedSchema: false,
    // The no-body schemas of body-less writes (`not: { type: [...] }` so that an absent body
    // passes) have no `type`; strictTypes would log a warning for each at start.
    strictTypes: false,
  });
  addFormats(ajv);
  // The contract's formats (shared-kernel/src/contract/formats.ts), the same the forms check:
  // `date` and `date-time` in range (they replace ajv-formats' own), `http-url` for web addresses.
  for (const [name, validate] of Object.entries(CONTRACT_FORMATS)) {
    ajv.addFormat(name, { type: 'string', validate });
  }
  // Added to every number schema by withNumberBounds. A keyword, not Ajv's strictNumbers: after
  // a querystring's "Infinity" is coerced, strictNumbers skips the range keywords altogether.
  ajv.addKeyword({
    keyword: 'finite',
    schemaType: 'boolean',
    errors: false,
    validate: (on: boolean, data: unknown) => !on || typeof data !== 'number' || isFinite(data),
  });
  return ajv;
}

/**
 * The range of a number that declares none: PostgreSQL's `integer` for whole numbers (a larger
 * id or count would be a database error, a 500), and a generous bound for other numbers.
 */
export const DEFAULT_INTEGER_RANGE = { minimum: -2_147_483_648, maximum: 2_147_483_647 };
export const DEFAULT_NUMBER_RANGE = { minimum: -1e12, maximum: 1e12 };

/** Keywords whose value is a schema, a list of schemas, or a map of names to schemas. */
const SUBSCHEMA = [
  'items',
  'additionalItems',
  'additionalProperties',
  'unevaluatedItems',
  'unevaluatedProperties',
  'contains',
  'propertyNames',
  'not',
  'if',
  'then',
  'else',
];
const SUBSCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems', 'items'];
const SUBSCHEMA_MAPS = [
  'properties',
  'patternProperties',
  'dependentSchemas',
  '$defs',
  'definitions',
];

/**
 * A copy of a route schema in which every `number` or `integer` must be finite (no Infinity from
 * `1e999` or a coerced `?page=Infinity`) and has a minimum and a maximum (DEFAULT_*_RANGE when
 * the route declares none). Only the validator sees the copy; the OpenAPI document is unchanged.
 */
export function withNumberBounds(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withNumberBounds);
  if (schema === null || typeof schema !== 'object') return schema;
  const source = schema as Record<string, unknown>;
  const copy: Record<string, unknown> = { ...source };
  for (const key of SUBSCHEMA) {
    if (key in source && !Array.isArray(source[key])) copy[key] = withNumberBounds(source[key]);
  }
  for (const key of SUBSCHEMA_LISTS) {
    if (Array.isArray(source[key])) copy[key] = (source[key] as unknown[]).map(withNumberBounds);
  }
  for (const key of SUBSCHEMA_MAPS) {
    const map = source[key];
    if (map && typeof map === 'object') {
      copy[key] = Object.fromEntries(
        Object.entries(map).map(([name, sub]) => [name, withNumberBounds(sub)]),
      );
    }
  }
  const types = Array.isArray(source.type) ? source.type : [source.type];
  if (types.includes('number') || types.includes('integer')) {
    const range = types.includes('number') ? DEFAULT_NUMBER_RANGE : DEFAULT_INTEGER_RANGE;
    copy.finite = true;
    if (!('minimum' in source) && !('exclusiveMinimum' in source)) copy.minimum = range.minimum;
    if (!('maximum' in source) && !('exclusiveMaximum' in source)) copy.maximum = range.maximum;
  }
  return copy;
}

/**
 * Two Ajv instances: JSON bodies are validated as they are (a number is not a string), while
 * querystring, params and headers (always text) are coerced to the schema's types.
 */
export const schemaController: FastifyServerOptions['schemaController'] = {
  compilersFactory: {
    buildSerializer,
    buildValidator: ((externalSchemas: Record<string, AnySchema>) => {
      const bodyAjv = createAjv(false);
      const textAjv = createAjv('array');
      for (const schema of Object.values(externalSchemas)) {
        bodyAjv.addSchema(withNumberBounds(schema) as AnySchema);
        textAjv.addSchema(withNumberBounds(schema) as AnySchema);
      }
      return ({ schema, httpPart }: RouteSchemaDef): ValidateFunction => {
        const ajv = httpPart === 'body' ? bodyAjv : textAjv;
        const id =
          typeof schema === 'object' && schema !== null && '$id' in schema ? schema.$id : undefined;
        const stored = typeof id === 'string' ? ajv.getSchema(id) : undefined;
        return (
          (stored as ValidateFunction | undefined) ??
          ajv.compile(withNumberBounds(schema) as AnySchema)
        );
      };
    }) as unknown as NonNullable<
      NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
    >['buildValidator'],
  },
};

const FORMAT_WORDS: Record<string, string> = {
  email: 'a valid e-mail address',
  uuid: 'a valid id',
  date: 'a valid date in the years 2000 to 2100',
  'date-time': 'a valid date and time in the years 2000 to 2100 (offset at most ±14:00)',
  time: 'a valid time',
  uri: 'a valid web address',
  url: 'a valid web address',
  [HTTP_URL_FORMAT]: 'a web address starting with http:// or https://',
};

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  null: 'empty',
};

const PART_WORDS: Record<SchemaErrorDataVar, string> = {
  body: 'The request body',
  querystring: 'The query string',
  params: 'The address',
  headers: 'The request headers',
};

function typeWords(type: unknown): string {
  const types = (Array.isArray(type) ? type : [type]).filter((t) => t !== 'null').map(String);
  return types.map((t) => TYPE_WORDS[t] ?? t).join(' or ');
}

/** `/address/postCode` → `address.postCode`; array indexes are dropped (`/skills/2` → `skills`). */
function pathToField(instancePath: string): string {
  return instancePath
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .filter((segment) => !/^\d+$/.test(segment))
    .join('.');
}

/**
 * A field name the client sent is repeated in an error only when it looks like one of ours:
 * errors never echo arbitrary input.
 */
const PLAIN_FIELD = /^[A-Za-z][A-Za-z0-9_.]{0,63}$/;

/** One Ajv error in plain words, naming the field: `Email must be a valid e-mail address`. */
export function describeValidationError(
  error: FastifySchemaValidationError,
  dataVar: SchemaErrorDataVar,
): { message: string; field?: string } {
  const params = error.params;
  const base = pathToField(error.instancePath);
  const child = (name: unknown) => (base ? `${base}.${String(name)}` : String(name));

  if (error.keyword === 'required') {
    const field = child(params.missingProperty);
    return { message: `${fieldLabel(field)} is required`, field };
  }
  if (error.keyword === 'additionalProperties') {
    const field = child(params.additionalProperty);
    if (!PLAIN_FIELD.test(field)) return { message: `${PART_WORDS[dataVar]} has an unknown field` };
    return { message: `Unknown field: ${field}`, field };
  }
  if (!base) {
    const what = PART_WORDS[dataVar];
    if (error.keyword === 'type') {
      const words = typeWords(params.type);
      return { message: `${what} must be ${words === 'an object' ? 'a JSON object' : words}` };
    }
    return { message: `${what} is not valid` };
  }

  const label = fieldLabel(base);
  const say = (words: string) => ({ message: `${label} ${words}`, field: base });
  switch (error.keyword) {
    case 'type':
      return say(`must be ${typeWords(params.type)}`);
    case 'finite':
      return say('must be a number');
    case 'format':
      return say(`must be ${FORMAT_WORDS[String(params.format)] ?? 'in the expected format'}`);
    case 'minLength':
      return Number(params.limit) <= 1
        ? say('is required')
        : say(`must be at least ${String(params.limit)} characters`);
    case 'maxLength':
      return say(`must be at most ${String(params.limit)} characters`);
    case 'minimum':
      return say(`must be at least ${String(params.limit)}`);
    case 'maximum':
      return say(`must be at most ${String(params.limit)}`);
    case 'exclusiveMinimum':
      return say(`must be more than ${String(params.limit)}`);
    case 'exclusiveMaximum':
      return say(`must be less than ${String(params.limit)}`);
    case 'minItems':
      return say(
        `must have at least ${String(params.limit)} item${Number(params.limit) === 1 ? '' : 's'}`,
      );
    case 'maxItems':
      return say(`must have at most ${String(params.limit)} items`);
    case 'uniqueItems':
      return say('must not repeat an item');
    case 'enum':
      return say(`must be one of: ${(params.allowedValues as unknown[]).map(String).join(', ')}`);
    case 'const':
      return say(`must be ${String(params.allowedValue)}`);
    case 'pattern':
      return say('is not in the expected format');
    default:
      return say(error.message ? error.message : 'is not valid');
  }
}

/** Fastify `schemaErrorFormatter`: the first schema error as a 400 HttpError naming the field. */
export function schemaErrorFormatter(
  errors: FastifySchemaValidationError[],
  dataVar: SchemaErrorDataVar,
): Error {
  const first = errors[0];
  if (!first) return new HttpError(400, `${PART_WORDS[dataVar]} is not valid`);
  const { message, field } = describeValidationError(first, dataVar);
  return new HttpError(400, message, field);
}

export const NUL_WORDS = 'contains a character that is not allowed';

type Part = [SchemaErrorDataVar, unknown];

/**
 * A NUL byte, or a UTF-16 surrogate without its pair (`\ud800` alone, valid JSON but no
 * character: PostgreSQL's jsonb refuses it, a 500, and text columns would store U+FFFD).
 */
// eslint-disable-next-line no-control-regex -- refusing NUL is the point
const NOT_ALLOWED = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * The first string (or object key) holding a NUL byte or a lone surrogate (NOT_ALLOWED), as a
 * field path in the words of describeValidationError (`address.postCode`; array indexes
 * dropped); `''` when it is the whole part or a key of the top level. Iterative: a deeply nested
 * JSON body cannot overflow the stack.
 */
export function findNul(value: unknown): string | undefined {
  const stack: Array<[unknown, string]> = [[value, '']];
  while (stack.length) {
    const [current, path] = stack.pop() as [unknown, string];
    if (typeof current === 'string') {
      if (NOT_ALLOWED.test(current)) return path;
    } else if (Array.isArray(current)) {
      for (const item of current) stack.push([item, path]);
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (NOT_ALLOWED.test(key)) return path;
        stack.push([item, path ? `${path}.${key}` : key]);
      }
    }
  }
  return undefined;
}

/**
 * A NUL byte (`\u0000`, escaped in JSON or percent-encoded) or a lone surrogate (NOT_ALLOWED) in
 * any string of the body, the query string or the path parameters is a 400 naming the field,
 * before any schema or route sees it: PostgreSQL refuses them (a 500), and nothing legitimate
 * contains one. Headers need no
 * check: Node's parser refuses a NUL in a header (a 400 from clientErrorHandler).
 */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const parts: Part[] = [
      ['body', request.body],
      ['querystring', request.query],
      ['params', request.params],
    ];
    for (const [part, value] of parts) {
      const field = findNul(value);
      if (field === undefined) continue;
      if (field === '' || !PLAIN_FIELD.test(field)) {
        throw new HttpError(400, `${PART_WORDS[part]} ${NUL_WORDS}`);
      }
      throw new HttpError(400, `${fieldLabel(field)} ${NUL_WORDS}`, field);
    }
  });
}
