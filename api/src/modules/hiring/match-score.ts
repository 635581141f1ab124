import { cultureScore, type CultureResponses, type JobCulture } from 'shared-kernel/rules';

// How well a talent-pool candidate fits a job, 0–100, with the reasons in plain words. Pure.
// Skills overlap up to 45, the job's city 20, availability up to 10, culture fit up to 25 (the
// one culture-scoring function of shared-kernel, scaled).

export const MATCH_POINTS = { skills: 45, location: 20, availability: 10, culture: 25 } as const;
/** Day parts a week that count as fully available (two a day). */
export const FULL_AVAILABILITY = 14;

export type MatchCandidate = {
  skills: string[];
  city: string | null;
  availability: string[];
  culture: CultureResponses | null;
};

export type MatchJobInput = { skills: string[]; city: string; culture: JobCulture };

export type CandidateMatch = {
  score: number;
  reasons: string[];
  skillsMatched: string[];
  cultureScore: number | null;
};

const list = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

export function matchCandidate(candidate: MatchCandidate, job: MatchJobInput): CandidateMatch {
  const reasons: string[] = [];
  let score = 0;

  const have = new Set(candidate.skills);
  const skillsMatched = job.skills.filter((skill) => have.has(skill));
  if (skillsMatched.length && job.skills.length) {
    score += (MATCH_POINTS.skills * skillsMatched.length) / job.skills.length;
    reasons.push(
      `Has ${skillsMatched.length} of the ${job.skills.length} skills: ${list(skillsMatched.slice(0, 4))}`,
    );
  }

  if (candidate.city && candidate.city.trim().toLowerCase() === job.city.trim().toLowerCase()) {
    score += MATCH_POINTS.location;
    reasons.push(`Lives in ${job.city}, where the job is`);
  }

  const slots = candidate.availability.length;
  if (slots) {
    score += (MATCH_POINTS.availability * Math.min(slots, FULL_AVAILABILITY)) / FULL_AVAILABILITY;
    const weekends = candidate.availability.some((s) => s.startsWith('sat') || s.startsWith('sun'));
    reasons.push(
      `Free for ${slots} shift${slots === 1 ? '' : 's'} a week${weekends ? ', weekends included' : ''}`,
    );
  }

  let culture: number | null = null;
  if (candidate.culture) {
    culture = cultureScore(candidate.culture, job.culture).score;
    score += (MATCH_POINTS.culture * culture) / 100;
    if (culture >= 60) reasons.push(`Culture fit of ${culture}% with this job`);
  }

  return {
    score: Math.max(0, Math.min(100, Math.round(score))),
    reasons,
    skillsMatched,
    cultureScore: culture,
  };
}
