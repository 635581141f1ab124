import type {
  Venue,
  VenueDetail,
  VenueInput,
  VenueListQuery,
  VenuePage,
  VenuePatch,
} from 'shared-kernel/contract';
import { normalisePostcode, postcodeProblem } from 'shared-kernel/rules';
import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db } from '../../db/client.js';
import { kysely } from '../../db/kysely.js';
import type { Venues } from '../../db/tables.js';
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

const COLUMNS = {
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
} as const satisfies Record<keyof VenueInput, keyof Venues>;

/** A venue's columns as a VenueRow. */
const VENUE_COLUMNS = [
  'id',
  'company_id as companyId',
  'name',
  'venue_type as venueType',
  'description',
  'address_line as addressLine',
  'city',
  'postcode',
  'pace',
  'team_size as teamSize',
  'guest_interaction as guestInteraction',
  'service_approach as serviceApproach',
  'primary_values as primaryValues',
  'archived_at as archivedAt',
  'created_at as createdAt',
  'updated_at as updatedAt',
] as const;

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

/** Trims the required texts and refuses blank ones, naming the field; checks the postcode. */
function clean<T extends VenuePatch>(input: T): T {
  const out = { ...input };
  for (const field of ['name', 'city'] as const) {
    const value = out[field];
    if (value === undefined) continue;
    const trimmed = value.trim();
    if (!trimmed) throw badRequest(`${field === 'name' ? 'Name' : 'City'} is required`, field);
    out[field] = trimmed;
  }
  if (typeof out.postcode === 'string') {
    if (!out.postcode.trim()) out.postcode = null;
    else {
      const problem = postcodeProblem(out.postcode);
      if (problem) throw badRequest(problem, 'postcode');
      out.postcode = normalisePostcode(out.postcode);
    }
  }
  return out;
}

/** The given fields as columns (a missing one as null, the values without repeats). */
function columnsOf(input: VenuePatch, fields: (keyof VenueInput)[]): Updateable<Venues> {
  return Object.fromEntries(
    fields.map((field) => [
      COLUMNS[field],
      field === 'primaryValues' ? [...new Set(input.primaryValues ?? [])] : (input[field] ?? null),
    ]),
  );
}

export async function listMyVenues(
  db: Db,
  userId: string,
  query: VenueListQuery,
): Promise<VenuePage> {
  const { companyId } = await requireMembership(db, userId);
  const venues = kysely(db)
    .selectFrom('venues')
    .where('company_id', '=', companyId)
    .$if(!query.includeArchived, (qb) => qb.where('archived_at', 'is', null));
  const [items, count] = await Promise.all([
    venues
      .select(VENUE_COLUMNS)
      .orderBy('archived_at', (ob) => ob.asc().nullsFirst())
      .orderBy('name')
      .orderBy('id')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    venues
      .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    items: items.map(toVenueJson),
    total: count.total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function createVenue(db: Db, userId: string, input: VenueInput): Promise<VenueJson> {
  const venue = clean(input);
  const fields = Object.keys(COLUMNS) as (keyof VenueInput)[];
  return db.transaction(async (tx) => {
    const companyId = await requireManagerOf(tx, userId);
    const row = await kysely(tx)
      .insertInto('venues')
      // Every field (VenueInput's required ones included) is a column here.
      .values({ company_id: companyId, ...columnsOf(venue, fields) } as Insertable<Venues>)
      .returning(VENUE_COLUMNS)
      .executeTakeFirstOrThrow();
    await markStepDone(tx, companyId, 'first_venue', userId);
    return toVenueJson(row);
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
  const row = await kysely(db)
    .updateTable('venues')
    .set(columnsOf(venue, fields))
    .where('id', '=', venueId)
    .where('company_id', '=', companyId)
    .returning(VENUE_COLUMNS)
    .executeTakeFirst();
  if (!row) throw notFound('Venue not found');
  return toVenueJson(row);
}

export async function setVenueArchived(
  db: Db,
  userId: string,
  venueId: string,
  archived: boolean,
): Promise<VenueJson> {
  const companyId = await requireManagerOf(db, userId);
  const row = await kysely(db)
    .updateTable('venues')
    .set((eb) => ({
      archived_at: archived ? eb.fn.coalesce('archived_at', sql<Date>`now()`) : null,
    }))
    .where('id', '=', venueId)
    .where('company_id', '=', companyId)
    .returning(VENUE_COLUMNS)
    .executeTakeFirst();
  if (!row) throw notFound('Venue not found');
  return toVenueJson(row);
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
