import { EMPLOYMENT_TYPES, JOB_STATUSES, PACES, SALARY_TYPES, TEAM_SIZES } from './serialize.js';

// JSON schemas shared by the jobs routes.

export const idParams = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: { type: 'string', format: 'uuid' } },
} as const;

const nullable = (schema: Record<string, unknown>) => ({
  ...schema,
  type: [schema.type as string, 'null'],
  ...(schema.enum ? { enum: [...(schema.enum as string[]), null] } : {}),
});

const money = { type: 'number', exclusiveMinimum: 0, maximum: 1_000_000 };

const jobFields = {
  title: { type: 'string', minLength: 1, maxLength: 200 },
  venueId: { type: 'string', format: 'uuid' },
  description: { type: 'string', maxLength: 20000 },
  skills: {
    type: 'array',
    maxItems: 50,
    items: { type: 'string', minLength: 1, maxLength: 60 },
  },
  employmentType: { type: 'string', enum: EMPLOYMENT_TYPES },
  salaryType: nullable({ type: 'string', enum: SALARY_TYPES }),
  salaryAmount: nullable(money),
  salaryMin: nullable(money),
  salaryMax: nullable(money),
  pace: nullable({ type: 'string', enum: PACES }),
  teamSize: nullable({ type: 'string', enum: TEAM_SIZES }),
  urgent: { type: 'boolean' },
  closesOn: nullable({ type: 'string', format: 'date' }),
};

export const createJobBody = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'venueId', 'employmentType'],
  properties: { ...jobFields, status: { type: 'string', enum: ['draft', 'open'] } },
} as const;

export const updateJobBody = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: { ...jobFields, status: { type: 'string', enum: JOB_STATUSES } },
} as const;

export const pageQuery = {
  page: { type: 'integer', minimum: 1, maximum: 10000, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: 50, default: 20 },
} as const;
