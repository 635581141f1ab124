// The table types Kysely checks queries against (src/db/generated/database.ts), generated from the
// schema the migrations make: an in-memory PGlite is migrated by the API's own `migrate`, then
// kysely-codegen introspects it through the API's Kysely dialect (src/db/kysely.ts). No server is
// needed, so this runs the same on a fresh clone, in CI and on a developer's machine.
//
//   pnpm --filter api run db:types          writes the file (after adding or changing a migration)
//   pnpm --filter api run db:types:check    fails when the file differs from what the migrations
//                                           make (run by the api's `test` script, so CI catches drift)
//
// PostgreSQL gives a text column only `string`; a column limited to a vocabulary by its CHECK
// gets its type from the contract here (NARROW_COLUMNS), wrapped in Generated/null/[] as codegen
// would have wrapped `string`.
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kysely, sql } from 'kysely';
import { PostgresDialect, serializeFromMetadata, type PostgresDB } from 'kysely-codegen';
import prettier from 'prettier';
import { openPglite, MEMORY_DATA_DIR } from '../src/db/client.js';
import { dbDialect } from '../src/db/kysely.js';
import { migrate } from '../src/db/migrate.js';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT_FILE = path.join(apiDir, 'src/db/generated/database.ts');

/** `table.column` → the contract's type of one value (an array column: of one element). */
const NARROW_COLUMNS: Record<string, string> = {
  'applications.status': 'ApplicationStatus',
  'applications.availability': 'AvailabilitySlot',
  'application_status_history.from_status': 'ApplicationStatus',
  'application_status_history.to_status': 'ApplicationStatus',
  'assessments.kind': "'culture' | 'personality'",
  'assessments.work_pace': 'WorkPace',
  'assessments.guest_interaction': 'GuestInteraction',
  'assessments.team_size': 'TeamSize',
  'assessments.service_approach': 'ServiceApproach',
  'assessments.primary_values': 'PrimaryValue',
  'candidate_profiles.availability': 'AvailabilitySlot',
  'candidate_certificates.kind': 'CertificateKind',
  'certificate_expiry_notices.kind': 'CertificateKind',
  'checkout_sessions.plan': 'PlanId',
  'checkout_sessions.status': 'CheckoutStatus',
  'company_members.role': 'MemberRole',
  'email_preferences.kind': 'EmailKind',
  'email_unsubscribe_tokens.kind': 'EmailKind',
  'interviews.status': 'InterviewStatus',
  'interviews.mode': 'InterviewMode',
  'interview_scorecards.recommendation': 'ScorecardRecommendation',
  'job_preferences.action': 'JobPreferenceAction',
  'jobs.employment_type': 'EmploymentType',
  'jobs.salary_type': 'SalaryType',
  'jobs.pace': 'WorkPace',
  'jobs.team_size': 'TeamSize',
  'jobs.status': 'JobStatus',
  'jobs.close_outcome': 'JobCloseOutcome',
  'jobs.day_parts': 'AvailabilitySlot',
  'jobs.tips_kind': 'TipKind',
  'job_cards.tips_kind': 'TipKind',
  'jobs.required_certificates': 'CertificateKind',
  'offers.status': 'OfferStatus',
  'offers.salary_type': 'SalaryType',
  'subscriptions.plan': 'PlanId',
  'subscriptions.status': 'SubscriptionStatus',
  'users.user_type': "'candidate' | 'recruiter'",
  'job_screening_questions.kind': 'ScreeningKind',
  'application_answers.kind': 'ScreeningKind',
  'hiring_workflows.auto_invite': 'BookingKind',
  'workflow_log.kind': 'WorkflowLogKind',
  'venues.venue_type': 'VenueType',
  'venues.pace': 'WorkPace',
  'venues.team_size': 'TeamSize',
  'venues.guest_interaction': 'GuestInteraction',
  'venues.service_approach': 'ServiceApproach',
  'venues.primary_values': 'PrimaryValue',
  'new_starters.rtw_route': 'RightToWorkRoute',
  'new_starters.starter_statement': 'StarterStatement',
  'new_starters.student_loan_plan': 'StudentLoanPlan',
  'new_starter_checks.route': 'RightToWorkRoute',
  'new_starter_checks.result': 'RightToWorkResult',
  'new_starter_contracts.format': 'ContractDocumentFormat',
};

/** Whole column types, used as they are (jsonb columns whose shape the API owns). */
const COLUMN_TYPES: Record<string, string> = {
  /** Written as JSON text (JSON.stringify), read as the object. */
  'interview_scorecards.ratings': 'ColumnType<ScorecardRatings, string, string>',
  /** The recruiter's rating, shaped by the API ({ overall, criteria, notes }). */
  'interviews.scorecard': 'Record<string, unknown> | null',
  /** The API's camelCase criteria (candidates/alerts.ts), written as JSON text. */
  'job_alerts.criteria': 'ColumnType<Record<string, unknown>, string | undefined, string>',
  /** Hiring workflows (issue 33): jsonb written as JSON text, read as the value. */
  'job_screening_questions.choices': 'ColumnType<string[] | null, string | null, string | null>',
  'job_screening_questions.knockout': 'ColumnType<Knockout | null, string | null, string | null>',
  'application_answers.answer': 'ColumnType<string | number, string, string>',
  'application_knockouts.answer': 'ColumnType<string | number, string, string>',
  'application_knockouts.rule': 'ColumnType<Knockout, string, string>',
  'workflow_log.answer': 'ColumnType<string | number | null, string | null, string | null>',
  'workflow_log.rule': 'ColumnType<Knockout | null, string | null, string | null>',
  /** GENERATED ALWAYS from coalesce()d parts: never null (job_cards copies it NOT NULL). */
  'jobs.search_vector': 'GeneratedAlways<string>',
};

/** The TypeScript type of a GENERATED ALWAYS column's SQL type (those cannot be written). */
const GENERATED_ALWAYS_TYPES: Record<string, string> = { int4: 'number', tsvector: 'string' };

const CONTRACT_TYPES = [
  'ApplicationStatus',
  'AvailabilitySlot',
  'BookingKind',
  'CertificateKind',
  'CheckoutStatus',
  'ContractDocumentFormat',
  'EmailKind',
  'EmploymentType',
  'GuestInteraction',
  'InterviewMode',
  'InterviewStatus',
  'JobCloseOutcome',
  'JobPreferenceAction',
  'JobStatus',
  'Knockout',
  'MemberRole',
  'OfferStatus',
  'PlanId',
  'PrimaryValue',
  'RightToWorkResult',
  'RightToWorkRoute',
  'SalaryType',
  'ScorecardRatings',
  'ScorecardRecommendation',
  'ScreeningKind',
  'ServiceApproach',
  'StarterStatement',
  'StudentLoanPlan',
  'SubscriptionStatus',
  'TeamSize',
  'TipKind',
  'VenueType',
  'WorkflowLogKind',
  'WorkPace',
];

async function generate(): Promise<string> {
  const db = await openPglite(MEMORY_DATA_DIR);
  try {
    await migrate(db);
    const dialect = new PostgresDialect();
    const introspected = new Kysely<PostgresDB>({ dialect: dbDialect(db) });
    const metadata = await dialect.introspector.introspect({ db: introspected });
    metadata.tables = metadata.tables.filter((table) => table.name !== 'schema_migrations');

    const generatedAlways = await sql<{ table: string; column: string }>`
      SELECT c.relname AS table, a.attname AS column
      FROM pg_attribute a
      JOIN pg_class c ON c.oid = a.attrelid
      JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND a.attgenerated = 's' AND NOT a.attisdropped
    `.execute(introspected);
    const computed = new Set(generatedAlways.rows.map((row) => `${row.table}.${row.column}`));

    const columns: Record<string, string> = { ...COLUMN_TYPES };
    const unused = new Set([...Object.keys(NARROW_COLUMNS), ...Object.keys(COLUMN_TYPES)]);
    for (const table of metadata.tables) {
      for (const column of table.columns) {
        const key = `${table.name}.${column.name}`;
        if (key in COLUMN_TYPES) {
          unused.delete(key);
          continue;
        }
        if (computed.has(key)) {
          const type = GENERATED_ALWAYS_TYPES[column.dataType];
          if (!type) throw new Error(`db-types: add ${column.dataType} to GENERATED_ALWAYS_TYPES`);
          columns[key] = `GeneratedAlways<${type}${column.isNullable ? ' | null' : ''}>`;
          continue;
        }
        const narrow = NARROW_COLUMNS[key];
        if (!narrow) continue;
        unused.delete(key);
        let type = column.isArray ? `(${narrow})[]` : narrow;
        if (column.isNullable) type = `${type} | null`;
        columns[key] = column.hasDefaultValue ? `Generated<${type}>` : type;
      }
    }
    if (unused.size > 0) {
      throw new Error(
        `db-types: no such column(s) in the migrated schema: ${[...unused].join(', ')}`,
      );
    }

    const output = serializeFromMetadata({
      metadata,
      dialect,
      overrides: { columns },
      // int8 (bigserial ids, counts) is read as a number on both engines (src/db/client.ts).
      typeMapping: { int8: 'number' },
      skipAutogeneratedFileComment: true,
      customImports: {
        GeneratedAlways: 'kysely',
        ...Object.fromEntries(CONTRACT_TYPES.map((name) => [name, 'shared-kernel/contract'])),
      },
    });
    const header =
      '// Generated by kysely-codegen from the migrated schema: do not edit. Regenerate with\n' +
      '// `pnpm --filter api run db:types` (scripts/db-types.ts); import from src/db/tables.ts.\n';
    const options = await prettier.resolveConfig(OUT_FILE);
    return prettier.format(header + output, { ...options, filepath: OUT_FILE });
  } finally {
    await db.close();
  }
}

const check = process.argv.includes('--check');
const generated = await generate();
if (check) {
  const current = await fs.readFile(OUT_FILE, 'utf8').catch(() => '');
  if (current !== generated) {
    console.error(
      `${path.relative(apiDir, OUT_FILE)} differs from the migrated schema: run \`pnpm --filter api run db:types\` and commit it.`,
    );
    process.exit(1);
  }
  console.log(`${path.relative(apiDir, OUT_FILE)} matches the migrated schema.`);
} else {
  await fs.mkdir(path.dirname(OUT_FILE), { recursive: true });
  await fs.writeFile(OUT_FILE, generated);
  console.log(`Wrote ${path.relative(apiDir, OUT_FILE)}.`);
}
