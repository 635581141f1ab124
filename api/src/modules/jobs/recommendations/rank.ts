import type { RecommendationMode } from 'shared-kernel/contract';
import {
  cultureMatch,
  distancePoints,
  personalityFit,
  skillsModeMatch,
  withVariety,
} from 'shared-kernel/rules';
import { milesBetween, roundMiles } from '../../geo/index.js';
import type { CandidateFeatures, JobFeatures } from './features.js';

// A candidate's best jobs in one mode, from the jobs given: scored by the shared rules
// (shared-kernel/rules/matching.ts), best first, then nearest, then newest. More are kept than the
// 12 shown, with a looser company cap, so that applied, dismissed and expired jobs can be left
// out when read (see read.ts). Many jobs score alike for one candidate (same kind of role, skills,
// day parts, culture): their score is worked out once (by key) and only the distance differs;
// the reasons are written for the chosen ones only.

/** How many picks are stored per candidate and mode. */
export const STORED_PICKS = 30;
/** The company cap of the stored picks (the 12 shown have 3: rules' MAX_JOBS_PER_COMPANY). */
export const STORED_PER_COMPANY = 5;

/** One stored pick (the jsonb of candidate_recommendations.picks, short keys). */
export type Pick = {
  /** job id */ j: string;
  /** score 0–100 */ s: number;
  /** reasons */ r: string[];
  /** miles from the home area, or null */ m: number | null;
  /** personality fit, or null */ p: number | null;
  /** the job's company id (the company cap) */ c: string;
  /** published at, ms (a tie-break) */ t: number;
  /** closes on (YYYY-MM-DD), or null: left out once past */ e: string | null;
};

const NONE: ReadonlySet<string> = new Set();

/** Miles from the candidate's home to the venue; undefined: outside the travel distance. */
export function milesTo(candidate: CandidateFeatures, job: JobFeatures): number | null | undefined {
  if (!candidate.home || candidate.travelMiles == null) return null;
  // A home area is a hard limit: a venue whose position is unknown cannot be shown as near.
  if (job.lat == null || job.lng == null) return undefined;
  const miles = milesBetween(candidate.home, { lat: job.lat, lng: job.lng });
  return miles <= candidate.travelMiles ? miles : undefined;
}

/** The full rule, with reasons: one pick, or null when the job is not one to recommend. */
export function scoreJob(
  candidate: CandidateFeatures,
  job: JobFeatures,
  mode: RecommendationMode,
  miles: number | null | undefined = milesTo(candidate, job),
): Pick | null {
  if (!job.open || miles === undefined) return null;
  const match =
    mode === 'culture'
      ? cultureMatch(candidate.culture, job)
      : skillsModeMatch(candidate, job, miles, candidate.travelMiles);
  if (match.score <= 0) return null;
  return {
    j: job.id,
    s: match.score,
    r: match.reasons,
    m: miles == null ? null : roundMiles(miles),
    p: mode === 'skills' ? personalityFit(candidate.personalityType, job.title, job.role) : null,
    c: job.companyId,
    t: job.publishedAt,
    e: job.closesOn,
  };
}

const better = (a: Pick, b: Pick) =>
  b.s - a.s || (a.m ?? Infinity) - (b.m ?? Infinity) || b.t - a.t || (a.j < b.j ? -1 : 1);

/** The stored picks from scored jobs: best first, at most STORED_PER_COMPANY of a company. */
export function choose(scored: Pick[]): Pick[] {
  scored.sort(better);
  const ofCompany = scored.map((pick) => ({ pick, companyId: pick.c }));
  return withVariety(ofCompany, STORED_PICKS, STORED_PER_COMPANY).map(({ pick }) => pick);
}

type Hit = { job: JobFeatures; miles: number | null };

const nearerNewer = (a: Hit, b: Hit) =>
  (a.miles ?? Infinity) - (b.miles ?? Infinity) ||
  b.job.publishedAt - a.job.publishedAt ||
  (a.job.id < b.job.id ? -1 : 1);

/** A candidate's picks in one mode among `jobs` (none in culture mode before the assessment). */
export function rankJobs(
  candidate: CandidateFeatures,
  jobs: Iterable<JobFeatures>,
  mode: RecommendationMode,
  excluded: ReadonlySet<string> = NONE,
): Pick[] {
  if (mode === 'culture' && !candidate.hasCulture) return [];
  const memo = new Map<string, number>();
  // The distance is the venue's: worked out once per venue.
  const venueMiles = new Map<string, number | null | undefined>();
  // Scores are whole numbers 0–100: one list per score, best taken first.
  const byScore: Hit[][] = [];
  for (const job of jobs) {
    if (!job.open || excluded.has(job.id)) continue;
    let miles = venueMiles.get(job.venueId);
    if (miles === undefined && !venueMiles.has(job.venueId)) {
      miles = milesTo(candidate, job);
      venueMiles.set(job.venueId, miles);
    }
    if (miles === undefined) continue;
    const key = mode === 'culture' ? job.cultureKey : job.skillsKey;
    let base = memo.get(key);
    if (base === undefined) {
      base =
        mode === 'culture'
          ? cultureMatch(candidate.culture, job, false).score
          : skillsModeMatch(candidate, job, null, null, false).score;
      memo.set(key, base);
    }
    const score =
      mode === 'skills' && miles != null && candidate.homeArea && candidate.travelMiles != null
        ? Math.min(100, base + distancePoints(miles, candidate.travelMiles))
        : base;
    if (score <= 0) continue;
    (byScore[score] ??= []).push({ job, miles });
  }
  const picks: Pick[] = [];
  const ofCompany = new Map<string, number>();
  for (let score = 100; score > 0 && picks.length < STORED_PICKS; score--) {
    const hits = byScore[score];
    if (!hits) continue;
    hits.sort(nearerNewer);
    for (const { job, miles } of hits) {
      const n = ofCompany.get(job.companyId) ?? 0;
      if (n >= STORED_PER_COMPANY) continue;
      const pick = scoreJob(candidate, job, mode, miles);
      if (!pick) continue;
      ofCompany.set(job.companyId, n + 1);
      picks.push(pick);
      if (picks.length >= STORED_PICKS) break;
    }
  }
  return picks;
}

/**
 * Merges changed jobs into stored picks: the changed ones are scored again (dropped when no
 * longer open or near), the others keep their place.
 */
export function mergeChanges(
  candidate: CandidateFeatures,
  stored: Pick[],
  changed: JobFeatures[],
  mode: RecommendationMode,
  excluded: ReadonlySet<string> = NONE,
): Pick[] {
  if (mode === 'culture' && !candidate.hasCulture) return [];
  const changedIds = new Set(changed.map((job) => job.id));
  const kept: Pick[] = stored.filter((pick) => !changedIds.has(pick.j) && !excluded.has(pick.j));
  for (const job of changed) {
    if (excluded.has(job.id)) continue;
    const one = scoreJob(candidate, job, mode);
    if (one) kept.push(one);
  }
  return choose(kept);
}
