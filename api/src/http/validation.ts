import { Ajv, type AnySchema, type ValidateFunction } from 'ajv';
import ajvFormats from 'ajv-formats';
import type { FastifySchemaValidationError, FastifyServerOptions } from 'fastify';
import { HttpError } from './errors.js';

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
  return ajv;
}

/**
 * Two Ajv instances: JSON bodies are validated as they are (a number is not a string), while
 * querystring, params and headers (always text) are coerced to the schema's types.
 */
export const schemaController: FastifyServerOptions['schemaController'] = {
  compilersFactory: {
    buildValidator: ((externalSchemas: Record<string, AnySchema>) => {
      const bodyAjv = createAjv(false);
      const textAjv = createAjv('array');
      for (const schema of Object.values(externalSchemas)) {
        bodyAjv.addSchema(schema);
        textAjv.addSchema(schema);
      }
      return ({ schema, httpPart }: RouteSchemaDef): ValidateFunction => {
        const ajv = httpPart === 'body' ? bodyAjv : textAjv;
        const id =
          typeof schema === 'object' && schema !== null && '$id' in schema ? schema.$id : undefined;
        const stored = typeof id === 'string' ? ajv.getSchema(id) : undefined;
        return (stored as ValidateFunction | undefined) ?? ajv.compile(schema);
      };
    }) as unknown as NonNullable<
      NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
    >['buildValidator'],
  },
};

/** `firstName` → `First name`, `profileImageUrl` → `Profile image url`. */
export function fieldLabel(field: string): string {
  const last = field.split('.').pop() ?? field;
  const words = last
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const FORMAT_WORDS: Record<string, string> = {
  email: 'a valid e-mail address',
  uuid: 'a valid id',
  date: 'a valid date',
  'date-time': 'a valid date and time',
  time: 'a valid time',
  uri: 'a valid web address',
  url: 'a valid web address',
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
