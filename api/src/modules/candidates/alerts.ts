import { SEARCH_RADIUS_MILES } from 'shared-kernel/contract';
import type {
  AlertCriteria,
  CreateJobAlertBody,
  EmploymentType,
  JobAlert,
  JobAlertPage,
  SalaryType,
  UpdateJobAlertBody,
  VenueType,
  WorkPace,
} from 'shared-kernel/contract';
import { HOURS_PER_YEAR } from 'shared-kernel/rules';
import { sql, type Expression } from 'kysely';
import type { Db } from '../../db/client.js';
import { kysely } from '../../db/kysely.js';
import type { NotificationEvent } from '../../events/bus.js';
import { badRequest, notFound } from '../../http/errors.js';
import { lookupPlace } from '../geo/index.js';
import { forgivingTsquery } from '../jobs/index.js';
import { emailLinkBase, sendEmail } from '../mail/index.js';
import { createNotifications } from '../notifications/index.js';

// Job alerts: a candidate's saved search; a newly published job matching it notifies them.

export type AlertCriteriaInput = AlertCriteria;
export type AlertInput = CreateJobAlertBody;

type StoredCriteria = {
  q?: string;
  /** `q` as the job search reads it, typos widened (jobs/search-words.ts), when it was saved. */
  qQuery?: string;
  city?: string;
  /** As typed, with the place's coordinates (looked up once, when the alert is saved). */
  near?: string;
  within?: number;
  nearLat?: number;
  nearLng?: number;
  venueTypes?: VenueType[];
  employmentTypes?: EmploymentType[];
  minPayPence?: number;
  salaryType?: SalaryType;
  pace?: WorkPace;
};

type AlertRow = {
  id: string;
  name: string;
  criteria: StoredCriteria;
  active: boolean;
  last_notified_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
};

const isoAt = (value: Date | string) => new Date(value).toISOString();

const COLUMNS = [
  'id',
  'name',
  'criteria',
  'active',
  'last_notified_at',
  'created_at',
  'updated_at',
] as const;

/** 400 for a `near` the place list does not have (as GET /api/jobs?near=). */
export const ALERT_NEAR_UNKNOWN = 'Unknown place: give a UK town or a postcode district such as M1';

/** What is stored: blank and empty criteria dropped, pay in pence, a place with its coordinates. */
export async function storedCriteria(
  db: Db,
  input: AlertCriteriaInput = {},
): Promise<StoredCriteria> {
  const criteria: StoredCriteria = {};
  const q = input.q?.trim();
  if (q) {
    criteria.q = q;
    const query = await forgivingTsquery(db, q);
    if (query) criteria.qQuery = query;
  }
  const city = input.city?.trim();
  if (city) criteria.city = city;
  const near = input.near?.trim();
  if (near) {
    const place = lookupPlace(near);
    if (!place) throw badRequest(ALERT_NEAR_UNKNOWN, 'criteria.near');
    criteria.near = near;
    criteria.within = input.within ?? SEARCH_RADIUS_MILES.default;
    criteria.nearLat = place.lat;
    criteria.nearLng = place.lng;
  }
  if (input.venueTypes?.length) criteria.venueTypes = [...new Set(input.venueTypes)];
  if (input.employmentTypes?.length) criteria.employmentTypes = [...new Set(input.employmentTypes)];
  if (input.minPay !== undefined && input.minPay !== null) {
    criteria.minPayPence = Math.round(input.minPay * 100);
    criteria.salaryType = input.salaryType ?? 'yearly';
  }
  if (input.pace) criteria.pace = input.pace;
  return criteria;
}

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

function toAlert(row: AlertRow): JobAlert {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { minPayPence, salaryType, nearLat, nearLng, qQuery, ...rest } = row.criteria;
  return {
    id: row.id,
    name: row.name,
    criteria: {
      ...rest,
      ...(minPayPence !== undefined ? { minPay: minPayPence / 100, salaryType } : {}),
    },
    active: row.active,
    lastNotifiedAt: iso(row.last_notified_at),
    createdAt: isoAt(row.created_at),
    updatedAt: isoAt(row.updated_at),
  };
}

export async function listAlerts(
  db: Db,
  candidateId: string,
  page: { page: number; pageSize: number },
): Promise<JobAlertPage> {
  const alerts = kysely(db).selectFrom('job_alerts').where('candidate_id', '=', candidateId);
  const rows = await alerts
    .select(COLUMNS)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize)
    .$narrowType<{ criteria: StoredCriteria }>()
    .execute();
  const count = await alerts
    .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('n'))
    .executeTakeFirstOrThrow();
  return { items: rows.map(toAlert), total: count.n, page: page.page, pageSize: page.pageSize };
}

export async function createAlert(
  db: Db,
  candidateId: string,
  input: AlertInput,
): Promise<JobAlert> {
  const criteria = JSON.stringify(await storedCriteria(db, input.criteria));
  const row = await kysely(db)
    .insertInto('job_alerts')
    .values({
      candidate_id: candidateId,
      name: input.name.trim(),
      criteria: sql<string>`${criteria}::text::jsonb`,
      active: input.active ?? true,
    })
    .returning(COLUMNS)
    .$narrowType<{ criteria: StoredCriteria }>()
    .executeTakeFirstOrThrow();
  return toAlert(row);
}

/** Changes the fields given; `criteria`, when given, replaces the whole criteria. 404 if not theirs. */
export async function updateAlert(
  db: Db,
  candidateId: string,
  alertId: string,
  input: UpdateJobAlertBody,
): Promise<JobAlert> {
  const criteria = input.criteria ? JSON.stringify(await storedCriteria(db, input.criteria)) : null;
  const row = await kysely(db)
    .updateTable('job_alerts')
    .set((eb) => ({
      name: eb.fn.coalesce(eb.val(input.name?.trim() ?? null), 'name'),
      // jsonb, written as JSON text (JobAlerts.criteria).
      criteria: eb.fn<string>('coalesce', [sql`${criteria}::text::jsonb`, 'criteria']),
      active: eb.fn.coalesce(eb.val(input.active ?? null), 'active'),
    }))
    .where('id', '=', alertId)
    .where('candidate_id', '=', candidateId)
    .returning(COLUMNS)
    .$narrowType<{ criteria: StoredCriteria }>()
    .executeTakeFirst();
  if (!row) throw notFound('No such job alert');
  return toAlert(row);
}

export async function deleteAlert(db: Db, candidateId: string, alertId: string) {
  const deleted = await kysely(db)
    .deleteFrom('job_alerts')
    .where('id', '=', alertId)
    .where('candidate_id', '=', candidateId)
    .returning('id')
    .executeTakeFirst();
  if (!deleted) throw notFound('No such job alert');
}

/** The columns of the newly published job that alerts' criteria are compared with. */
type JobForAlerts = {
  city: Expression<string>;
  lat: Expression<number | null>;
  lng: Expression<number | null>;
  venueType: Expression<VenueType>;
  employmentType: Expression<EmploymentType>;
  /** The job's pace, else its venue's. */
  pace: Expression<WorkPace | null>;
  annualPayMin: Expression<number | null>;
  annualPayMax: Expression<number | null>;
  searchVector: Expression<string>;
};

/**
 * Whether an alert's criteria (jsonb, StoredCriteria) match the job: SQL text over the jsonb, as
 * a builder would be unreadable here, around typed column references. Each criterion not given
 * (absent, null or an empty list) matches every job.
 */
const alertMatchesJob = (
  criteria: Expression<Record<string, unknown>>,
  job: JobForAlerts,
) => sql<boolean>`(
  coalesce(lower(${criteria}->>'city'), '') IN ('', lower(coalesce(${job.city}, '')))
  AND (${criteria}->>'nearLat' IS NULL
       OR (${job.lat} IS NOT NULL AND great_circle_miles(
             (${criteria}->>'nearLat')::float8, (${criteria}->>'nearLng')::float8,
             ${job.lat}, ${job.lng})
           <= (${criteria}->>'within')::float8))
  AND (${criteria}->'venueTypes' IS NULL OR jsonb_typeof(${criteria}->'venueTypes') = 'null'
       OR jsonb_array_length(${criteria}->'venueTypes') = 0
       OR ${criteria}->'venueTypes' ? ${job.venueType})
  AND (${criteria}->'employmentTypes' IS NULL
       OR jsonb_typeof(${criteria}->'employmentTypes') = 'null'
       OR jsonb_array_length(${criteria}->'employmentTypes') = 0
       OR ${criteria}->'employmentTypes' ? ${job.employmentType})
  AND (${criteria}->>'pace' IS NULL OR ${criteria}->>'pace' = ${job.pace})
  AND (${criteria}->>'minPayPence' IS NULL
       OR coalesce(${job.annualPayMax}, ${job.annualPayMin}) >=
          (${criteria}->>'minPayPence')::numeric
          * CASE WHEN ${criteria}->>'salaryType' = 'hourly' THEN ${sql.lit(HOURS_PER_YEAR)} ELSE 1 END)
  AND (coalesce(btrim(${criteria}->>'q'), '') = ''
       OR ${job.searchVector} @@ CASE WHEN ${criteria} ? 'qQuery'
            THEN to_tsquery('english', ${criteria}->>'qQuery')
            ELSE websearch_to_tsquery('english', ${criteria}->>'q') END)
)`;

/**
 * For a newly published job: notifies ('job_alert.match') the owner of every active alert whose
 * criteria match it, once per candidate, inside the caller's transaction. Returns the events to
 * publish after commit. Criteria: city (the venue's), a place and distance (the venue within
 * `within` miles of it), venue types, employment types, pace (the job's, else the venue's), minimum
 * pay (on the yearly scale; a job without pay does not match) and text `q` (over title, skills
 * and description). Once per candidate and job, ever (job_alert_deliveries): a second call for
 * the job — a publish at the same time, or the job closed and published again — tells no one twice.
 */
export async function notifyMatchingAlerts(
  tx: Db,
  job: { id: string },
): Promise<NotificationEvent[]> {
  const matches = await kysely(tx)
    .with('job', (qc) =>
      qc
        .selectFrom('jobs as j')
        .innerJoin('venues as v', 'v.id', 'j.venue_id')
        .innerJoin('companies as co', 'co.id', 'j.company_id')
        .select((eb) => [
          'j.id',
          'j.title',
          'j.employment_type',
          eb.fn.coalesce('j.pace', 'v.pace').as('pace'),
          'j.annual_pay_max_pence',
          'j.annual_pay_min_pence',
          'j.search_vector',
          'v.city',
          'v.venue_type',
          'v.lat',
          'v.lng',
          'co.name as company_name',
        ])
        .where('j.id', '=', job.id)
        .where('j.status', '=', 'open'),
    )
    .selectFrom('job_alerts as a')
    .innerJoin('users as u', 'u.id', 'a.candidate_id')
    .crossJoin('job')
    .distinctOn(['a.candidate_id'])
    .select([
      'a.id as alert_id',
      'a.candidate_id',
      'a.name as alert_name',
      'job.title',
      'job.company_name',
      'job.city',
      'u.email',
      'u.first_name',
    ])
    // The column itself, so that the partial index on active alerts' cities applies.
    .where((eb) => eb.ref('a.active'))
    .where(({ ref }) =>
      alertMatchesJob(ref('a.criteria'), {
        city: ref('job.city'),
        lat: ref('job.lat'),
        lng: ref('job.lng'),
        venueType: ref('job.venue_type'),
        employmentType: ref('job.employment_type'),
        pace: ref('job.pace'),
        annualPayMin: ref('job.annual_pay_min_pence'),
        annualPayMax: ref('job.annual_pay_max_pence'),
        searchVector: ref('job.search_vector'),
      }),
    )
    .orderBy('a.candidate_id')
    .orderBy('a.created_at')
    .execute();
  const rows = await firstDeliveries(tx, job.id, matches);
  if (!rows.length) return [];
  await kysely(tx)
    .updateTable('job_alerts')
    .set({ last_notified_at: sql<Date>`now()` })
    .where((eb) =>
      eb('id', '=', eb.fn.any(sql<string[]>`${rows.map((row) => row.alert_id)}::uuid[]`)),
    )
    .execute();
  // Besides the in-app notification, a short e-mail (kind job_alerts: off when turned off).
  const link = `${emailLinkBase()}/view-job/${job.id}`;
  for (const row of rows) {
    const where = `${row.title} at ${row.company_name}${row.city ? `, ${row.city}` : ''}`;
    await sendEmail(tx, {
      to: row.email,
      kind: 'job_alerts',
      userId: row.candidate_id,
      subject: `New job for "${row.alert_name}": ${row.title}`,
      text: [
        `Hi ${row.first_name},`,
        '',
        `A new job matches your alert "${row.alert_name}":`,
        where,
        link,
        '',
        'The HospoHire team',
      ].join('\n'),
    });
  }
  return createNotifications(
    tx,
    rows.map((row) => ({
      userId: row.candidate_id,
      type: 'job_alert.match',
      title: `New job for "${row.alert_name}"`,
      body: `${row.title} at ${row.company_name}${row.city ? `, ${row.city}` : ''}`,
      href: `/view-job/${job.id}`,
    })),
  );
}

/**
 * The matches not told about this job before: each is recorded in job_alert_deliveries, and only
 * the rows this call inserted are kept. Of two transactions at once, the second's INSERT waits
 * for the first's commit and then inserts nothing (decisions section 7: a constraint, not a read);
 * both insert in candidate order (as the matches are sorted), so they cannot deadlock.
 */
async function firstDeliveries<T extends { candidate_id: string; alert_id: string }>(
  tx: Db,
  jobId: string,
  matches: T[],
): Promise<T[]> {
  if (!matches.length) return [];
  const candidateIds = matches.map((m) => m.candidate_id);
  const alertIds = matches.map((m) => m.alert_id);
  const rows = await kysely(tx)
    .insertInto('job_alert_deliveries')
    .columns(['job_id', 'candidate_id', 'alert_id'])
    .expression((eb) =>
      eb
        .selectFrom(
          sql<{
            candidate_id: string;
            alert_id: string;
          }>`unnest(${candidateIds}::uuid[], ${alertIds}::uuid[])`.as<'m'>(
            sql`m (candidate_id, alert_id)`,
          ),
        )
        .select([sql<string>`${jobId}`.as('job_id'), 'm.candidate_id', 'm.alert_id']),
    )
    .onConflict((oc) => oc.columns(['job_id', 'candidate_id']).doNothing())
    .returning('candidate_id')
    .execute();
  const inserted = new Set(rows.map((row) => row.candidate_id));
  return matches.filter((m) => inserted.has(m.candidate_id));
}
