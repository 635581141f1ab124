import type { Db } from '../../db/client.js';
import { candidateFeatures, type CandidateFeatures } from './recommendations/features.js';

// What the API knows about the signed-in candidate, for scoring jobs: their own rows only
// (profile with structured experience, home area and availability; culture answers;
// personality type).

export type CandidateContext = CandidateFeatures;

/** One query: the profile, the culture answers and the personality result of the candidate. */
export function candidateContext(db: Db, candidateId: string): Promise<CandidateContext> {
  return candidateFeatures(db, candidateId);
}
