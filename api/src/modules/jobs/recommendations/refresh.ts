import type { Db } from '../../../db/client.js';
import { kysely } from '../../../db/kysely.js';
import { boundingBox, geocodeVenues } from '../../geo/index.js';
import {
  allCandidateFeatures,
  candidateFeatures,
  jobFeaturesChangedSince,
  currentSnapshot,
  openJobFeatures,
  openJobFeaturesNear,
  type CandidateFeatures,
  type JobFeatures,
} from './features.js';
import { mergeChanges, rankJobs, type Pick } from './rank.js';
import { markFresh, storePicks, type Computed } from './store.js';

// Computing the stored recommendations (see docs/api.md "Matching"):
// - refreshCandidate: one candidate, against the open jobs within their travel distance; run when
//   their own data changed (the triggers of migration 016 mark their rows stale) or they have none.
// - applyJobChanges: one candidate, only the jobs changed since their picks were computed.
// - refreshAll: every candidate, with the open jobs in memory and a grid of venue positions; run
//   after the demo data, by the bench, and in the background when jobs changed.

/** The jobs a candidate must never be shown again: applied to, or dismissed. */
async function excludedJobs(db: Db, candidateId: string): Promise<Set<string>> {
  const rows = await kysely(db)
    .selectFrom('applications')
    .select('job_id')
    .where('candidate_id', '=', candidateId)
    .union(
      kysely(db)
        .selectFrom('job_preferences')
        .select('job_id')
        .where('candidate_id', '=', candidateId)
        .where('action', '=', 'dislike'),
    )
    .execute();
  return new Set(rows.map((row) => row.job_id));
}

async function allExcludedJobs(db: Db): Promise<Map<string, Set<string>>> {
  const rows = await kysely(db)
    .selectFrom('applications')
    .select(['candidate_id', 'job_id'])
    .union(
      kysely(db)
        .selectFrom('job_preferences')
        .select(['candidate_id', 'job_id'])
        .where('action', '=', 'dislike'),
    )
    .execute();
  const byCandidate = new Map<string, Set<string>>();
  for (const row of rows) {
    let set = byCandidate.get(row.candidate_id);
    if (!set) byCandidate.set(row.candidate_id, (set = new Set()));
    set.add(row.job_id);
  }
  return byCandidate;
}

const boxOf = (candidate: CandidateFeatures) =>
  candidate.home && candidate.travelMiles != null
    ? boundingBox(candidate.home, candidate.travelMiles)
    : null;

function picksOf(
  candidate: CandidateFeatures,
  jobs: Iterable<JobFeatures>,
  excluded?: ReadonlySet<string>,
): Computed {
  const list = Array.isArray(jobs) ? jobs : [...jobs];
  return {
    candidate,
    picks: {
      skills: rankJobs(candidate, list, 'skills', excluded),
      culture: rankJobs(candidate, list, 'culture', excluded),
    },
  };
}

/** Computes and stores one candidate's picks, both modes. */
export async function refreshCandidate(db: Db, candidateId: string): Promise<void> {
  await geocodeVenues(db);
  await markFresh(db, candidateId);
  const snapshot = await currentSnapshot(db);
  const candidate = await candidateFeatures(db, candidateId);
  const [jobs, excluded] = await Promise.all([
    openJobFeaturesNear(db, boxOf(candidate)),
    excludedJobs(db, candidateId),
  ]);
  await storePicks(db, [picksOf(candidate, jobs, excluded)], snapshot);
}

/** Merges the jobs changed since the snapshot `since` into one candidate's stored picks. */
export async function applyJobChanges(
  db: Db,
  candidateId: string,
  since: string,
  stored: Record<'skills' | 'culture', Pick[]>,
): Promise<void> {
  await geocodeVenues(db);
  const snapshot = await currentSnapshot(db);
  const [candidate, changed, excluded] = await Promise.all([
    candidateFeatures(db, candidateId),
    jobFeaturesChangedSince(db, since),
    excludedJobs(db, candidateId),
  ]);
  await storePicks(
    db,
    [
      {
        candidate,
        picks: {
          skills: mergeChanges(candidate, stored.skills, changed, 'skills', excluded),
          culture: mergeChanges(candidate, stored.culture, changed, 'culture', excluded),
        },
      },
    ],
    snapshot,
  );
}

/** Venue positions in cells of about 7 by 10 miles, for the candidates' travel boxes. */
class JobGrid {
  private cells = new Map<string, JobFeatures[]>();
  static readonly LAT_STEP = 0.1;
  static readonly LNG_STEP = 0.15;

  constructor(jobs: JobFeatures[]) {
    for (const job of jobs) {
      if (job.lat == null || job.lng == null) continue;
      const key = `${Math.floor(job.lat / JobGrid.LAT_STEP)}:${Math.floor(job.lng / JobGrid.LNG_STEP)}`;
      let cell = this.cells.get(key);
      if (!cell) this.cells.set(key, (cell = []));
      cell.push(job);
    }
  }

  /** The jobs of the cells the box touches (one array: no generator in the hot loop). */
  within(box: { minLat: number; maxLat: number; minLng: number; maxLng: number }): JobFeatures[] {
    const lat0 = Math.floor(box.minLat / JobGrid.LAT_STEP);
    const lat1 = Math.floor(box.maxLat / JobGrid.LAT_STEP);
    const lng0 = Math.floor(box.minLng / JobGrid.LNG_STEP);
    const lng1 = Math.floor(box.maxLng / JobGrid.LNG_STEP);
    const found: JobFeatures[][] = [];
    for (let a = lat0; a <= lat1; a++) {
      for (let b = lng0; b <= lng1; b++) {
        const cell = this.cells.get(`${a}:${b}`);
        if (cell) found.push(cell);
      }
    }
    return found.length === 1 ? found[0] : found.flat();
  }
}

/** Computes and stores every candidate's picks. Returns how many candidates. */
export async function refreshAll(db: Db): Promise<number> {
  while ((await geocodeVenues(db)) > 0);
  await markFresh(db);
  const snapshot = await currentSnapshot(db);
  const jobs = await openJobFeatures(db);
  const grid = new JobGrid(jobs);
  const excluded = await allExcludedJobs(db);
  let count = 0;
  for await (const batch of allCandidateFeatures(db, 500)) {
    const computed = batch.map((candidate) => {
      const box = boxOf(candidate);
      return picksOf(candidate, box ? grid.within(box) : jobs, excluded.get(candidate.id));
    });
    await storePicks(db, computed, snapshot);
    count += batch.length;
  }
  return count;
}
