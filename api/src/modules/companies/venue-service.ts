import type {
  Venue,
  VenueDetail,
  VenueInput,
  VenueListQuery,
  VenuePage,
  VenuePatch,
} from 'shared-kernel/contract';
import type { Db } from '../../db/client.js';
import { kysely } from '../../db/kysely.js';
import { badRequest, notFound } from '../../http/errors.js';
import { requireManagerOf, requireMembership } from './company-service.js';
import { markStepDone } from './onboarding.js';

export type { VenueInput, VenuePatch } from 'shared-kernel/contract';
export type VenueJson = Venue;

type VenueRow = Omit<VenueJson, 'archived' | 'archivedAt' | 'createdAt' | 'updatedAt'> & {
  archivedAt: Date | string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
};

const COLUMNS: Record<keyof VenueInput, string> = {
  name: 'name',
  venueType: 'venue_type',
  city: 'city',
  description: 'description',
  postcode: 'postcode',
  addressLine: 'address_line',
  pace: 'pace',
  teamSize: 'team_size',
  guestInteraction: 'guest_interaction',
  serviceApproach: 'service_approach',
  primaryValues: 'primary_values',
};

const SELECT = `id, company_id AS "companyId", name, venue_type AS "venueType", description,
  address_line AS "addressLine", city, postcode, pace, team_size AS "teamSize",
  guest_interaction AS "guestInteraction", service_approach AS "serviceApproach",
  primary_values AS "primaryValues", archived_at AS "archivedAt", created_at AS "createdAt",
  updated_at AS "updatedAt"`;

const iso = (value: Date | string) => new Date(value).toISOString();

function toVenueJson(row: VenueRow): VenueJson {
  return {
    ...row,
    archived: row.archivedAt !== null,
    archivedAt: row.archivedAt === null ? null : iso(row.archivedAt),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** Trims the required texts and refuses blank ones, naming the field. */
function clean<T extends VenuePatch>(input: T): T {
  const out = { ...input };
  for (const field of ['name', 'city'] as const) {
    const value = out[field];
    if (value === undefined) continue;
    const trimmed = value.trim();
    if (!trimmed) throw badRequest(`${field === 'name' ? 'Name' : 'City'} is required`, field);
    out[field] = trimmed;
  }
  if (typeof out.postcode === 'string') out.postcode = out.postcode.trim().toUpperCase() || null;
  return out;
}

function valuesOf(input: VenuePatch, fields: (keyof VenueInput)[]): unknown[] {
  return fields.map((field) =>
    field === 'primaryValues' ? [...new Set(input.primaryValues ?? [])] : (input[field] ?? null),
  );
}

export async function listMyVenues(
  db: Db,
  userId: string,
  query: VenueListQuery,
): Promise<VenuePage> {
  const { companyId } = await requireMembership(db, userId);
  const where = `company_id = $1${query.includeArchived ? '' : ' AND archived_at IS NULL'}`;
  const [items, count] = await Promise.all([
    db.query<VenueRow>(
      `SELECT ${SELECT} FROM venues WHERE ${where}
       ORDER BY archived_at NULLS FIRST, name, id LIMIT $2 OFFSET $3`,
      [companyId, query.pageSize, (query.page - 1) * query.pageSize],
    ),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM venues WHERE ${where}`, [
      companyId,
    ]),
  ]);
  return {
    items: items.rows.map(toVenueJson),
    total: count.rows[0].total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function createVenue(db: Db, userId: string, input: VenueInput): Promise<VenueJson> {
  const venue = clean(input);
  const fields = Object.keys(COLUMNS) as (keyof VenueInput)[];
  return db.transaction(async (tx) => {
    const companyId = await requireManagerOf(tx, userId);
    const { rows } = await tx.query<VenueRow>(
      `INSERT INTO venues (company_id, ${fields.map((f) => COLUMNS[f]).join(', ')})
       VALUES ($1, ${fields.map((_, i) => `$${i + 2}`).join(', ')})
       RETURNING ${SELECT}`,
      [companyId, ...valuesOf(venue, fields)],
    );
    await markStepDone(tx, companyId, 'first_venue', userId);
    return toVenueJson(rows[0]);
  });
}

export async function updateVenue(
  db: Db,
  userId: string,
  venueId: string,
  patch: VenuePatch,
): Promise<VenueJson> {
  const fields = Object.keys(patch) as (keyof VenueInput)[];
  if (fields.length === 0) throw badRequest('Nothing to update');
  const venue = clean(patch);
  const companyId = await requireManagerOf(db, userId);
  const { rows } = await db.query<VenueRow>(
    `UPDATE venues SET ${fields.map((f, i) => `${COLUMNS[f]} = $${i + 3}`).join(', ')}
     WHERE id = $1 AND company_id = $2 RETURNING ${SELECT}`,
    [venueId, companyId, ...valuesOf(venue, fields)],
  );
  if (!rows[0]) throw notFound('Venue not found');
  return toVenueJson(rows[0]);
}

export async function setVenueArchived(
  db: Db,
  userId: string,
  venueId: string,
  archived: boolean,
): Promise<VenueJson> {
  const companyId = await requireManagerOf(db, userId);
  const { rows } = await db.query<VenueRow>(
    `UPDATE venues SET archived_at = ${archived ? 'coalesce(archived_at, now())' : 'NULL'}
     WHERE id = $1 AND company_id = $2 RETURNING ${SELECT}`,
    [venueId, companyId],
  );
  if (!rows[0]) throw notFound('Venue not found');
  return toVenueJson(rows[0]);
}

/** One of the recruiter's venues with its open jobs and hires (accepted applications). */
export async function getVenue(db: Db, userId: string, venueId: string): Promise<VenueDetail> {
  const { companyId } = await requireMembership(db, userId);
  const row = await kysely(db)
    .selectFrom('venues as v')
    .select((eb) => [
      'v.id',
      'v.company_id as companyId',
      'v.name',
      'v.venue_type as venueType',
      'v.description',
      'v.address_line as addressLine',
      'v.city',
      'v.postcode',
      'v.pace',
      'v.team_size as teamSize',
      'v.guest_interaction as guestInteraction',
      'v.service_approach as serviceApproach',
      'v.primary_values as primaryValues',
      'v.archived_at as archivedAt',
      'v.created_at as createdAt',
      'v.updated_at as updatedAt',
      eb
        .selectFrom('jobs as j')
        .select((sub) => sub.cast<number>(sub.fn.countAll(), 'integer').as('n'))
        .whereRef('j.venue_id', '=', 'v.id')
        .where('j.status', '=', 'open')
        .$asScalar()
        .as('openJobs'),
      eb
        .selectFrom('applications as a')
        .innerJoin('jobs as j', 'j.id', 'a.job_id')
        .select((sub) => sub.cast<number>(sub.fn.countAll(), 'integer').as('n'))
        .whereRef('j.venue_id', '=', 'v.id')
        .where('a.status', '=', 'accepted')
        .$asScalar()
        .as('hires'),
    ])
    .where('v.id', '=', venueId)
    .where('v.company_id', '=', companyId)
    .executeTakeFirst();
  if (!row) throw notFound('Venue not found');
  const { openJobs, hires, ...venue } = row;
  return { ...toVenueJson(venue), openJobs, hires };
}
