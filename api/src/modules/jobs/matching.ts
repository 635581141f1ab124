import type { CandidateContext } from './candidate-context.js';

// Skills-based matching of a job to a candidate: a score, plain reasons, and a personality match.
// Pure functions over the candidate's own data and the job's fields (never random).

export type RoleFamily = 'bar' | 'kitchen' | 'coffee' | 'service' | 'hotel' | 'management';

/** Words in a job title (or in an experience text) that name a role family, most specific first. */
const FAMILY_WORDS: [RoleFamily, string[], string][] = [
  ['coffee', ['barista', 'coffee'], 'making coffee'],
  ['bar', ['bartender', 'barman', 'barmaid', 'mixologist', 'bar '], 'behind the bar'],
  ['kitchen', ['chef', 'cook', 'kitchen', 'pastry', 'sous', 'porter', 'commis'], 'in the kitchen'],
  [
    'hotel',
    ['reception', 'concierge', 'housekeep', 'front desk', 'night audit', 'hotel'],
    'in hotels',
  ],
  ['management', ['manager', 'supervisor', 'head of', 'general manager'], 'leading teams'],
  [
    'service',
    ['waiter', 'waitress', 'server', 'host', 'front of house', 'runner', 'sommelier', 'floor'],
    'on the floor',
  ],
];

export function roleFamily(title: string): RoleFamily | null {
  const text = ` ${title.toLowerCase()} `;
  for (const [family, words] of FAMILY_WORDS) {
    if (words.some((word) => text.includes(word))) return family;
  }
  return null;
}

/** Does the experience text mention the job's kind of work? Returns the phrase when it does. */
function experienceMatch(experience: string, family: RoleFamily | null) {
  if (!family || !experience) return null;
  const text = ` ${experience.toLowerCase()} `;
  const entry = FAMILY_WORDS.find(([f]) => f === family)!;
  if (!entry[1].some((word) => text.includes(word.trim()))) return null;
  const years = /(\d{1,2})\s*\+?\s*(?:years?|yrs?)/.exec(text)?.[1];
  return { phrase: entry[2], years: years ? Number(years) : null };
}

export type MatchInput = { title: string; skills: string[]; city: string };

export type Match = { score: number; reasons: string[] };

const list = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/**
 * Score 0–100: up to 60 for shared skills (by the share of the job's skills the candidate has, at
 * least 20 a skill), 25 for the candidate's city, 15 for experience in this kind of role.
 */
export function skillsMatch(candidate: CandidateContext, job: MatchInput): Match {
  const mine = new Set(candidate.skills);
  const shared = job.skills.filter((skill) => mine.has(skill));
  const reasons: string[] = [];
  let score = 0;
  if (shared.length) {
    const share = shared.length / Math.max(job.skills.length, 1);
    score += Math.min(60, Math.max(shared.length * 20, Math.round(share * 60)));
    reasons.push(`You know ${list(shared.slice(0, 3))}`);
  }
  if (candidate.city && candidate.city.trim().toLowerCase() === job.city.trim().toLowerCase()) {
    score += 25;
    reasons.push(`In ${job.city}, where you want to work`);
  }
  const experience = experienceMatch(candidate.experience, roleFamily(job.title));
  if (experience) {
    score += 15;
    reasons.push(
      experience.years
        ? `Your ${experience.years} year${experience.years === 1 ? '' : 's'} ${experience.phrase}`
        : `Your experience ${experience.phrase}`,
    );
  }
  return { score: Math.min(100, score), reasons: reasons.slice(0, 3) };
}

/**
 * Personality type → how well it suits each role family (0–100). Types are matched by a keyword
 * of their name ('The Host' → host). An unknown type scores 70 everywhere, no type 60.
 */
const PERSONALITY_FAMILIES: [string, Record<RoleFamily, number>][] = [
  ['host', { service: 95, hotel: 90, bar: 85, coffee: 80, management: 75, kitchen: 60 }],
  ['entertainer', { bar: 95, service: 88, coffee: 80, hotel: 75, management: 70, kitchen: 55 }],
  ['social', { bar: 92, service: 90, coffee: 85, hotel: 80, management: 70, kitchen: 58 }],
  ['creat', { kitchen: 95, coffee: 88, bar: 85, service: 70, management: 65, hotel: 62 }],
  ['artisan', { kitchen: 95, coffee: 90, bar: 82, service: 68, management: 62, hotel: 60 }],
  ['perfection', { kitchen: 92, hotel: 88, coffee: 84, bar: 75, service: 78, management: 80 }],
  ['organi', { management: 92, hotel: 90, kitchen: 80, service: 75, coffee: 72, bar: 70 }],
  ['leader', { management: 96, hotel: 82, kitchen: 80, service: 78, bar: 75, coffee: 70 }],
  ['calm', { hotel: 90, coffee: 88, service: 80, management: 78, kitchen: 72, bar: 65 }],
  ['energ', { bar: 92, kitchen: 88, service: 86, coffee: 82, management: 72, hotel: 70 }],
];

export const PERSONALITY_DEFAULT = 60;
export const PERSONALITY_UNKNOWN_TYPE = 70;

export function personalityMatch(personalityType: string | null, title: string): number {
  if (!personalityType) return PERSONALITY_DEFAULT;
  const type = personalityType.toLowerCase();
  const table = PERSONALITY_FAMILIES.find(([keyword]) => type.includes(keyword))?.[1];
  if (!table) return PERSONALITY_UNKNOWN_TYPE;
  const family = roleFamily(title);
  return family ? table[family] : PERSONALITY_UNKNOWN_TYPE;
}
