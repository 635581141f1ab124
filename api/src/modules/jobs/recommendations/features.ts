import type { ExperienceEntry, ExperienceRole } from 'shared-kernel/contract';
import { roleOfJob } from 'shared-kernel/rules';
import type {
  CultureResponses,
  GuestInteraction,
  MatchCandidate,
  MatchJob,
  PrimaryValue,
  ServiceApproach,
  VenueType,
  WorkPace,
} from 'shared-kernel/rules';
import type { Db } from '../../../db/client.js';

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

type CandidateRow = {
  id: string;
  skills: string[] | null;
  availability: string[] | null;
  experience_roles: ExperienceEntry[] | null;
  home_area: string | null;
  home_lat: number | null;
  home_lng: number | null;
  travel_miles: number | null;
  personality_type: string | null;
  work_pace: string | null;
  guest_interaction: string | null;
  team_size: string | null;
  service_approach: string | null;
  primary_values: string[] | null;
};

const CANDIDATE_SQL = `
  SELECT u.id, p.skills, p.availability, p.experience_roles, p.home_area, p.home_lat, p.home_lng,
         p.travel_miles, coalesce(p.personality_type, pa.personality_type) AS personality_type,
         ca.work_pace, ca.guest_interaction, ca.team_size, ca.service_approach, ca.primary_values
  FROM users u
  LEFT JOIN candidate_profiles p ON p.user_id = u.id
  LEFT JOIN assessments ca ON ca.candidate_id = u.id AND ca.kind = 'culture'
  LEFT JOIN assessments pa ON pa.candidate_id = u.id AND pa.kind = 'personality'
  WHERE u.user_type = 'candidate'`;

function toCandidate(row: CandidateRow): CandidateFeatures {
  const culture: CultureResponses = {};
  if (row.work_pace) culture.workPace = row.work_pace as WorkPace;
  if (row.guest_interaction) culture.guestInteraction = row.guest_interaction as GuestInteraction;
  if (row.team_size) culture.teamSize = row.team_size;
  if (row.service_approach) culture.serviceApproach = row.service_approach as ServiceApproach;
  if (row.primary_values?.length) culture.primaryValues = row.primary_values as PrimaryValue[];
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
  };
}

/** One candidate's facts (an unknown id reads as a candidate with none). */
export async function candidateFeatures(db: Db, candidateId: string): Promise<CandidateFeatures> {
  const { rows } = await db.query<CandidateRow>(`${CANDIDATE_SQL} AND u.id = $1`, [candidateId]);
  return toCandidate(rows[0] ?? emptyCandidateRow(candidateId));
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
});

/** Every candidate's facts, `batch` at a time (keyset on id). */
export async function* allCandidateFeatures(db: Db, batch = 2000) {
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const { rows } = await db.query<CandidateRow>(
      `${CANDIDATE_SQL} AND u.id > $1 ORDER BY u.id LIMIT $2`,
      [after, batch],
    );
    if (rows.length === 0) return;
    yield rows.map(toCandidate);
    after = rows[rows.length - 1].id;
  }
}

type JobRow = {
  id: string;
  venue_id: string;
  company_id: string;
  title: string;
  skills: string[];
  day_parts: string[];
  published_at: Date | string | null;
  closes_on: string | null;
  open: boolean;
  venue_type: VenueType;
  lat: number | null;
  lng: number | null;
  pace: WorkPace | null;
  team_size: string | null;
  guest_interaction: GuestInteraction | null;
  service_approach: ServiceApproach | null;
  primary_values: PrimaryValue[] | null;
};

/** "Open now": open, and not past its closing day in London (shared-kernel rules/job-open.ts). */
export const OPEN_NOW = `j.status = 'open'
  AND (j.closes_on IS NULL OR j.closes_on >= (now() AT TIME ZONE 'Europe/London')::date)`;

const JOB_SQL = `
  SELECT j.id, j.venue_id, j.company_id, j.title, j.skills, j.day_parts, j.published_at,
         j.closes_on::text AS closes_on,
         (${OPEN_NOW}) AS open, v.venue_type, v.lat, v.lng,
         coalesce(j.pace, v.pace) AS pace, coalesce(j.team_size, v.team_size) AS team_size,
         v.guest_interaction, v.service_approach, v.primary_values
  FROM jobs j JOIN venues v ON v.id = j.venue_id`;

function toJob(row: JobRow): JobFeatures {
  const role = roleOfJob(row.title);
  const values = row.primary_values ?? [];
  return {
    id: row.id,
    venueId: row.venue_id,
    role,
    skillsKey: `${role}|${row.skills.join(',')}|${row.day_parts.join(',')}`,
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
    lat: row.lat == null ? null : Number(row.lat),
    lng: row.lng == null ? null : Number(row.lng),
    publishedAt: row.published_at ? new Date(row.published_at).getTime() : 0,
    closesOn: row.closes_on,
    open: row.open,
  };
}

/** Every job open now. */
export async function openJobFeatures(db: Db): Promise<JobFeatures[]> {
  const { rows } = await db.query<JobRow>(`${JOB_SQL} WHERE ${OPEN_NOW}`);
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
  const { rows } = await db.query<JobRow>(
    `${JOB_SQL} WHERE ${OPEN_NOW}
       AND v.lat BETWEEN $1 AND $2 AND v.lng BETWEEN $3 AND $4`,
    [box.minLat, box.maxLat, box.minLng, box.maxLng],
  );
  return rows.map(toJob);
}

/**
 * SQL: whether a change (`x`, a change_xid of migration 022) is not visible in the snapshot `s`
 * (computed_snapshot): its transaction began after the snapshot (≥ its xmax) or was running then
 * (among its xip). Both are index lookups on change_xid (`x >= xmin AND NOT
 * pg_visible_in_snapshot(…)` would read every change since the oldest transaction then running,
 * in any database of the cluster).
 */
export const changedSince = (x: string, s: string) =>
  `(${x} >= pg_snapshot_xmax(${s}) OR ${x} = ANY(ARRAY(SELECT pg_snapshot_xip(${s}))))`;

/** Jobs changed (inserted, edited, opened, closed, their venue changed) since `snapshot`. */
export async function jobFeaturesChangedSince(db: Db, snapshot: string): Promise<JobFeatures[]> {
  const { rows } = await db.query<JobRow>(
    `${JOB_SQL} WHERE j.id IN (
       SELECT id FROM jobs WHERE ${changedSince('change_xid', '$1::pg_snapshot')}
       UNION SELECT jv.id FROM jobs jv JOIN venues vv ON vv.id = jv.venue_id
             WHERE ${changedSince('vv.change_xid', '$1::pg_snapshot')})`,
    [snapshot],
  );
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
  const { rows } = await db.query<{ s: string }>(`SELECT pg_current_snapshot()::text AS s`);
  return rows[0].s;
}
