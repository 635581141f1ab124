import type { CertificateKind, ExperienceEntry, ExperienceRole } from 'shared-kernel/contract';
import { roleOfJob } from 'shared-kernel/rules';
import type { MatchCandidate, MatchJob } from 'shared-kernel/rules';
import { sql, type Expression, type InferResult } from 'kysely';
import type { Db } from '../../../db/client.js';
import { kysely } from '../../../db/kysely.js';
import { cultureAnswersOf } from '../../culture-answers/index.js';

// What the scoring reads: the stored facts of candidates and of jobs (with their venue's culture
// and position), in the shapes of shared-kernel/rules/matching.ts.

export type CandidateFeatures = MatchCandidate & {
  id: string;
  home: { lat: number; lng: number } | null;
  travelMiles: number | null;
  personalityType: string | null;
  hasCulture: boolean;
};

export type JobFeatures = MatchJob & {
  id: string;
  venueId: string;
  role: ExperienceRole | null;
  /** Jobs with the same key score the same for a candidate, but for distance (memo keys). */
  skillsKey: string;
  cultureKey: string;
  companyId: string;
  lat: number | null;
  lng: number | null;
  publishedAt: number;
  /** The closing date (YYYY-MM-DD), or null. */
  closesOn: string | null;
  open: boolean;
};

/**
 * SQL: the kinds of the candidate's (`u`) certificates in date on London's today: an expired one
 * does not count (shared-kernel/rules/certificates.ts, the expiry day included).
 */
const certificatesInDate = sql<CertificateKind[]>`ARRAY(
  SELECT cc.kind FROM candidate_certificates cc
  WHERE cc.candidate_id = u.id
    AND (cc.expires_on IS NULL OR cc.expires_on >= (now() AT TIME ZONE 'Europe/London')::date)
  ORDER BY cc.kind)`;

/** Candidates (alias `u`) with their profile, culture answers and personality type. */
const selectCandidates = (db: Db) =>
  kysely(db)
    .selectFrom('users as u')
    .leftJoin('candidate_profiles as p', 'p.user_id', 'u.id')
    .leftJoin('assessments as ca', (join) =>
      join.onRef('ca.candidate_id', '=', 'u.id').on('ca.kind', '=', 'culture'),
    )
    .leftJoin('assessments as pa', (join) =>
      join.onRef('pa.candidate_id', '=', 'u.id').on('pa.kind', '=', 'personality'),
    )
    .select((eb) => [
      'u.id',
      'p.skills',
      'p.availability',
      'p.experience_roles',
      'p.home_area',
      'p.home_lat',
      'p.home_lng',
      'p.travel_miles',
      eb.fn.coalesce('p.personality_type', 'pa.personality_type').as('personality_type'),
      'ca.work_pace',
      'ca.guest_interaction',
      'ca.team_size',
      'ca.service_approach',
      'ca.primary_values',
      certificatesInDate.as('certificates'),
    ])
    .where('u.user_type', '=', 'candidate')
    // jsonb written by the profile (candidates/profile.ts): a list of ExperienceEntry.
    .$narrowType<{ experience_roles: ExperienceEntry[] | null }>();

type CandidateRow = InferResult<ReturnType<typeof selectCandidates>>[number];

function toCandidate(row: CandidateRow): CandidateFeatures {
  const culture = cultureAnswersOf(row);
  const home =
    row.home_lat != null && row.home_lng != null
      ? { lat: Number(row.home_lat), lng: Number(row.home_lng) }
      : null;
  return {
    id: row.id,
    skills: row.skills ?? [],
    availability: row.availability ?? [],
    experience: row.experience_roles ?? [],
    homeArea: home ? row.home_area : null,
    home,
    travelMiles: home ? (row.travel_miles ?? null) : null,
    culture,
    hasCulture: Object.keys(culture).length > 0,
    personalityType: row.personality_type,
    certificates: row.certificates ?? [],
  };
}

/** One candidate's facts (an unknown id reads as a candidate with none). */
export async function candidateFeatures(db: Db, candidateId: string): Promise<CandidateFeatures> {
  const row = await selectCandidates(db).where('u.id', '=', candidateId).executeTakeFirst();
  return toCandidate(row ?? emptyCandidateRow(candidateId));
}

const emptyCandidateRow = (id: string): CandidateRow => ({
  id,
  skills: null,
  availability: null,
  experience_roles: null,
  home_area: null,
  home_lat: null,
  home_lng: null,
  travel_miles: null,
  personality_type: null,
  work_pace: null,
  guest_interaction: null,
  team_size: null,
  service_approach: null,
  primary_values: null,
  certificates: [],
});

/** Every candidate's facts, `batch` at a time (keyset on id). */
export async function* allCandidateFeatures(db: Db, batch = 2000) {
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const rows = await selectCandidates(db)
      .where('u.id', '>', after)
      .orderBy('u.id')
      .limit(batch)
      .execute();
    if (rows.length === 0) return;
    yield rows.map(toCandidate);
    after = rows[rows.length - 1].id;
  }
}

/** "Open now": open, and not past its closing day in London (shared-kernel rules/job-open.ts). */
const openNow = sql<boolean>`(j.status = 'open'
  AND (j.closes_on IS NULL OR j.closes_on >= (now() AT TIME ZONE 'Europe/London')::date))`;

/** Jobs (alias `j`) with their venue's type, position and culture. */
const selectJobs = (db: Db) =>
  kysely(db)
    .selectFrom('jobs as j')
    .innerJoin('venues as v', 'v.id', 'j.venue_id')
    .select((eb) => [
      'j.id',
      'j.venue_id',
      'j.company_id',
      'j.title',
      'j.skills',
      'j.day_parts',
      'j.published_at',
      sql<string | null>`j.closes_on::text`.as('closes_on'),
      openNow.as('open'),
      'v.venue_type',
      'v.lat',
      'v.lng',
      eb.fn.coalesce('j.pace', 'v.pace').as('pace'),
      eb.fn.coalesce('j.team_size', 'v.team_size').as('team_size'),
      'v.guest_interaction',
      'v.service_approach',
      'v.primary_values',
      'j.required_certificates',
    ]);

type JobRow = InferResult<ReturnType<typeof selectJobs>>[number];

function toJob(row: JobRow): JobFeatures {
  const role = roleOfJob(row.title);
  const values = row.primary_values ?? [];
  return {
    id: row.id,
    venueId: row.venue_id,
    role,
    skillsKey: `${role}|${row.skills.join(',')}|${row.day_parts.join(',')}|${row.required_certificates.join(',')}`,
    cultureKey: [
      role,
      row.venue_type,
      row.pace,
      row.team_size,
      row.guest_interaction,
      row.service_approach,
      values.join(','),
    ].join('|'),
    companyId: row.company_id,
    title: row.title,
    skills: row.skills,
    dayParts: row.day_parts,
    venueType: row.venue_type,
    pace: row.pace,
    teamSize: row.team_size,
    guestInteraction: row.guest_interaction,
    serviceApproach: row.service_approach,
    values,
    requiredCertificates: row.required_certificates,
    lat: row.lat == null ? null : Number(row.lat),
    lng: row.lng == null ? null : Number(row.lng),
    publishedAt: row.published_at ? new Date(row.published_at).getTime() : 0,
    closesOn: row.closes_on,
    open: row.open,
  };
}

/** Every job open now. */
export async function openJobFeatures(db: Db): Promise<JobFeatures[]> {
  const rows = await selectJobs(db).where(openNow).execute();
  return rows.map(toJob);
}

/**
 * Open jobs one candidate could be recommended: within their travel distance when they have a
 * home area (a bounding box on the venues' lat/lng index), else every open job.
 */
export async function openJobFeaturesNear(
  db: Db,
  box: { minLat: number; maxLat: number; minLng: number; maxLng: number } | null,
): Promise<JobFeatures[]> {
  if (!box) return openJobFeatures(db);
  const rows = await selectJobs(db)
    .where(openNow)
    .where((eb) => eb.between('v.lat', box.minLat, box.maxLat))
    .where((eb) => eb.between('v.lng', box.minLng, box.maxLng))
    .execute();
  return rows.map(toJob);
}

/**
 * SQL: whether a change (`x`, a change_xid of migration 022) is not visible in the snapshot `s`
 * (computed_snapshot): its transaction began after the snapshot (≥ its xmax) or was running then
 * (among its xip). Both are index lookups on change_xid (`x >= xmin AND NOT
 * pg_visible_in_snapshot(…)` would read every change since the oldest transaction then running,
 * in any database of the cluster).
 */
const changedSince = (x: Expression<string>, s: Expression<string>) =>
  sql<boolean>`(${x} >= pg_snapshot_xmax(${s}) OR ${x} = ANY(ARRAY(SELECT pg_snapshot_xip(${s}))))`;

/** Jobs changed (inserted, edited, opened, closed, their venue changed) since `snapshot`. */
export async function jobFeaturesChangedSince(db: Db, snapshot: string): Promise<JobFeatures[]> {
  const since = sql<string>`${snapshot}::pg_snapshot`;
  const rows = await selectJobs(db)
    .where('j.id', 'in', (eb) =>
      eb
        .selectFrom('jobs')
        .select('id')
        .where(({ ref }) => changedSince(ref('change_xid'), since))
        .union(
          eb
            .selectFrom('jobs as jv')
            .innerJoin('venues as vv', 'vv.id', 'jv.venue_id')
            .select('jv.id')
            .where(({ ref }) => changedSince(ref('vv.change_xid'), since)),
        ),
    )
    .execute();
  return rows.map(toJob);
}

/**
 * SQL: whether any job or venue changed since the snapshot `s`: the latest change (one index
 * look each) began after it, or one was running then (usually none).
 */
export const anyChangeSince = (s: string) => `(
  greatest((SELECT max(change_xid) FROM jobs), (SELECT max(change_xid) FROM venues))
    >= pg_snapshot_xmax(${s})
  OR EXISTS (SELECT 1 FROM pg_snapshot_xip(${s}) x JOIN jobs j ON j.change_xid = x)
  OR EXISTS (SELECT 1 FROM pg_snapshot_xip(${s}) x JOIN venues v ON v.change_xid = x))`;

/** The snapshot picks are computed from: taken before anything they depend on is read. */
export async function currentSnapshot(db: Db): Promise<string> {
  const { s } = await kysely(db)
    .selectNoFrom(sql<string>`pg_current_snapshot()::text`.as('s'))
    .executeTakeFirstOrThrow();
  return s;
}
