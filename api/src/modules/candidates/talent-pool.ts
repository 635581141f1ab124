import {
  EXPERIENCE_PREVIEW_LENGTH,
  type AvailabilitySlot,
  type PoolCandidatePage,
  type PoolCandidateProfile,
  type TalentPoolQuery,
} from 'shared-kernel/contract';
import { sql, type InferResult } from 'kysely';
import { cultureScore, type JobCulture } from 'shared-kernel/rules';
import type { Db } from '../../db/client.js';
import { kysely } from '../../db/kysely.js';
import { notFound } from '../../http/errors.js';
import { cultureAnswersOrNull } from '../culture-answers/index.js';
import { normaliseAvailability, normaliseSkills } from './profile.js';

// The talent pool: candidates who chose to be visible, searched by a recruiter's company. A
// candidate's details reach a recruiter only here (visible profiles) or through an application.

/** The visible candidates with their culture answers (left-joined: null without any). */
const selectPool = (db: Db) =>
  kysely(db)
    .selectFrom('candidate_profiles as p')
    .innerJoin('users as u', (join) =>
      join.onRef('u.id', '=', 'p.user_id').on('u.user_type', '=', 'candidate'),
    )
    .leftJoin('assessments as a', (join) =>
      join.onRef('a.candidate_id', '=', 'p.user_id').on('a.kind', '=', 'culture'),
    )
    .select([
      'p.user_id',
      'u.first_name',
      'u.last_name',
      'p.bio',
      'p.experience',
      'p.personality_type',
      'p.skills',
      'p.city',
      // Normalised on write (profile.ts normaliseAvailability).
      'p.availability',
      'p.updated_at',
      'a.work_pace',
      'a.guest_interaction',
      'a.team_size',
      'a.service_approach',
      'a.primary_values',
    ])
    // The column itself, not `= $1`, so that the pool's partial indexes apply.
    .where((eb) => eb.ref('p.visible_in_talent_pool'));

type PoolRow = InferResult<ReturnType<typeof selectPool>>[number];

/** The company's culture as cultureScore reads it, or null without a culture assessment. */
export async function companyCulture(db: Db, companyId: string): Promise<JobCulture | null> {
  const row = await kysely(db)
    .selectFrom('assessments')
    .select(['work_pace', 'team_size', 'service_approach', 'primary_values'])
    .where('company_id', '=', companyId)
    .where('kind', '=', 'culture')
    .executeTakeFirst();
  if (!row) return null;
  return {
    pace: row.work_pace,
    teamSize: row.team_size,
    serviceApproach: row.service_approach,
    values: row.primary_values,
  };
}

/** 'Maya O.': the last name shows only as its initial. */
export const lastInitial = (lastName: string) =>
  lastName.trim() ? `${lastName.trim().charAt(0).toUpperCase()}.` : '';

const shorten = (text: string | null, max: number) =>
  text && text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;

function scoreOf(row: PoolRow, culture: JobCulture | null) {
  const answers = cultureAnswersOrNull(row);
  if (!culture || !answers) return null;
  return cultureScore(answers, culture);
}

const splitList = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** Searches the visible candidates; results best skills match first, then most recently updated. */
export async function searchTalentPool(
  db: Db,
  companyId: string,
  query: TalentPoolQuery,
): Promise<PoolCandidatePage> {
  const skills = normaliseSkills(splitList(query.skills));
  const availability = normaliseAvailability(splitList(query.availability));
  const location = query.location?.trim();
  const rows = await selectPool(db)
    .$if(skills.length > 0, (qb) => qb.where('p.skills', '&&', sql<string[]>`${skills}::text[]`))
    .$if(availability.length > 0, (qb) =>
      qb.where('p.availability', '@>', sql<AvailabilitySlot[]>`${availability}::text[]`),
    )
    .$if(Boolean(location), (qb) =>
      qb.where((eb) => eb(eb.fn('lower', ['p.city']), '=', eb.fn('lower', [eb.val(location)]))),
    )
    .orderBy('p.updated_at', 'desc')
    .orderBy('p.id')
    .execute();
  const culture = await companyCulture(db, companyId);
  const wanted = new Set(skills);
  const matches = rows
    .map((row) => ({
      row,
      score: scoreOf(row, culture)?.score ?? null,
      matched: row.skills.filter((s) => wanted.has(s)),
    }))
    .filter((m) => query.minCulture === undefined || (m.score ?? 0) >= query.minCulture)
    // Array.prototype.sort is stable: equal matches keep the most-recent-first order.
    .sort((a, b) => b.matched.length - a.matched.length);
  const start = (query.page - 1) * query.pageSize;
  const items = matches.slice(start, start + query.pageSize).map(({ row, score, matched }) => ({
    candidateId: row.user_id,
    firstName: row.first_name,
    lastName: lastInitial(row.last_name),
    name: `${row.first_name} ${lastInitial(row.last_name)}`.trim(),
    location: row.city,
    skills: row.skills,
    experience: shorten(row.experience, EXPERIENCE_PREVIEW_LENGTH),
    personalityType: row.personality_type,
    cultureScore: score,
    skillsMatched: matched,
  }));
  return { items, total: matches.length, page: query.page, pageSize: query.pageSize };
}

/** One visible candidate's profile for a recruiter; 404 when there is none or it is hidden. */
export async function talentPoolCandidate(
  db: Db,
  companyId: string,
  candidateId: string,
): Promise<PoolCandidateProfile> {
  const row = await selectPool(db).where('p.user_id', '=', candidateId).executeTakeFirst();
  if (!row) throw notFound('No such candidate in the talent pool');
  const score = scoreOf(row, await companyCulture(db, companyId));
  return {
    candidateId: row.user_id,
    firstName: row.first_name,
    lastName: lastInitial(row.last_name),
    name: `${row.first_name} ${lastInitial(row.last_name)}`.trim(),
    bio: row.bio,
    experience: row.experience,
    personalityType: row.personality_type,
    skills: row.skills,
    location: row.city,
    availability: row.availability,
    cultureScore: score?.score ?? null,
    cultureReasons: score?.reasons ?? [],
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** Whether a recruiter of the company may contact the candidate (visible, or applied to it). */
export async function canContactCandidate(db: Db, companyId: string, candidateId: string) {
  const row = await kysely(db)
    .selectFrom('candidate_profiles')
    .select('user_id as candidate_id')
    .where('user_id', '=', candidateId)
    .where((eb) => eb.ref('visible_in_talent_pool'))
    .unionAll((eb) =>
      eb
        .selectFrom('applications')
        .select('candidate_id')
        .where('candidate_id', '=', candidateId)
        .where('company_id', '=', companyId),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
