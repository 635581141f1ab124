import type { CultureResponses } from 'shared-kernel/rules';
import type { Db } from '../../db/client.js';

// What the API knows about the signed-in candidate, for scoring jobs: their own rows only.

export type CandidateContext = {
  hasProfile: boolean;
  skills: string[];
  city: string | null;
  experience: string;
  personalityType: string | null;
  culture: CultureResponses;
  hasCulture: boolean;
};

type Row = {
  has_profile: boolean;
  skills: string[] | null;
  city: string | null;
  experience: string | null;
  personality_type: string | null;
  work_pace: string | null;
  guest_interaction: string | null;
  team_size: string | null;
  service_approach: string | null;
  primary_values: string[] | null;
};

/** One query: the profile, the culture answers and the personality result of the candidate. */
export async function candidateContext(db: Db, candidateId: string): Promise<CandidateContext> {
  const { rows } = await db.query<Row>(
    `SELECT p.id IS NOT NULL AS has_profile, p.skills, p.city, p.experience,
            coalesce(p.personality_type, pa.personality_type) AS personality_type,
            ca.work_pace, ca.guest_interaction, ca.team_size, ca.service_approach, ca.primary_values
     FROM (SELECT $1::uuid AS id) u
     LEFT JOIN candidate_profiles p ON p.user_id = u.id
     LEFT JOIN assessments ca ON ca.candidate_id = u.id AND ca.kind = 'culture'
     LEFT JOIN assessments pa ON pa.candidate_id = u.id AND pa.kind = 'personality'`,
    [candidateId],
  );
  const row = rows[0];
  const culture: CultureResponses = {};
  if (row.work_pace) culture.workPace = row.work_pace as CultureResponses['workPace'];
  if (row.guest_interaction)
    culture.guestInteraction = row.guest_interaction as CultureResponses['guestInteraction'];
  if (row.team_size) culture.teamSize = row.team_size;
  if (row.service_approach)
    culture.serviceApproach = row.service_approach as CultureResponses['serviceApproach'];
  if (row.primary_values?.length)
    culture.primaryValues = row.primary_values as CultureResponses['primaryValues'];
  return {
    hasProfile: row.has_profile,
    skills: row.skills ?? [],
    city: row.city,
    experience: row.experience ?? '',
    personalityType: row.personality_type,
    culture,
    hasCulture: Object.keys(culture).length > 0,
  };
}
