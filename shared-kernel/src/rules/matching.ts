// Matching candidates and jobs: every match scorer, one per meaning, each a pure function (the
// API scores with them, the tests pin them).
// - skillsModeMatch: a job for a candidate, skills mode (recommendations, the job page; issue 15).
// - cultureMatch: a job for a candidate, culture mode, from what the venue really states.
// - skillsMatchPercent: the share of a job's skills an applicant has (an application's
//   `skillsMatch`, the applicants CSV's "Skills match %").
// - talentMatch: a talent-pool candidate for a recruiter's job (the job's matches).
// Reasons are stored facts — a skill both sides have, the distance from the candidate's home
// area, the day parts the job needs that the candidate is free, a past role of the same kind
// with its years, a culture answer that matches, a required certificate held — never read out
// of free text.

import type {
  AvailabilitySlot,
  CertificateKind,
  ExperienceRole,
  GuestInteraction,
  PrimaryValue,
  ServiceApproach,
  VenueType,
  WorkPace,
} from '../vocabularies.js';
import {
  CULTURE_POINTS,
  cultureScore,
  VENUE_TYPE_PACE,
  type CultureResponses,
  type JobCulture,
} from './culture.js';
import { heldCertificateReason, missingCertificateReason } from './certificates.js';

export interface ExperienceFact {
  role: ExperienceRole;
  venueType: VenueType;
  years: number;
}

/** What the candidate stored: the only source of reasons. */
export interface MatchCandidate {
  skills: readonly string[];
  availability: readonly string[];
  experience: readonly ExperienceFact[];
  /** The home area's name as the data set has it ("Salford", "M1"), or null. */
  homeArea: string | null;
  culture: CultureResponses;
  /**
   * The licences and certificates held and in date today (certificatesInDate of
   * ./certificates.ts): an expired one is left out by the caller, so it does not count.
   */
  certificates?: readonly CertificateKind[];
}

/** What the job and its venue stored. */
export interface MatchJob {
  title: string;
  /** roleOfJob(title), when already known (scoring many candidates against one job). */
  role?: ExperienceRole | null;
  skills: readonly string[];
  dayParts: readonly string[];
  venueType: VenueType;
  /** The job's pace and team size, else its venue's. */
  pace: WorkPace | null;
  teamSize: string | null;
  guestInteraction: GuestInteraction | null;
  serviceApproach: ServiceApproach | null;
  values: readonly PrimaryValue[];
  /** The licences and certificates the job requires (issue 43 item 3). */
  requiredCertificates?: readonly CertificateKind[];
}

export interface MatchResult {
  score: number;
  reasons: string[];
}

// ---------------------------------------------------------------------------------------------
// The kind of role a job is (its title, as the recruiter wrote it)
// ---------------------------------------------------------------------------------------------

/** Words of a job title naming a kind of role, most specific first. */
const ROLE_WORDS: [ExperienceRole, RegExp][] = [
  ['kitchen_porter', /\b(kitchen porter|kp|dishwasher|pot wash)/],
  ['barista', /\b(barista|coffee|cafe assistant)/],
  [
    'bartender',
    /\b(bartender|barman|barmaid|barback|bar back|mixologist|bar staff|bar team|cocktail|cellar)/,
  ],
  ['housekeeper', /\b(housekeep|room attendant|chambermaid|cleaner)/],
  ['receptionist', /\b(reception|front desk|concierge|night audit|porter|reservations)/],
  ['manager', /\b(manager|supervisor|head of|team leader|general manager)/],
  ['chef', /\b(chef|cook|commis|pastry|kitchen|grill|baker)/],
  ['host', /\b(host|hostess|maitre|front of house)/],
  [
    'waiter',
    /\b(waiter|waitress|waiting staff|server|runner|sommelier|floor staff|food and beverage)/,
  ],
];

export function roleOfJob(title: string): ExperienceRole | null {
  const text = title.toLowerCase();
  return ROLE_WORDS.find(([, words]) => words.test(text))?.[0] ?? null;
}

const roleFor = (job: MatchJob) => (job.role !== undefined ? job.role : roleOfJob(job.title));

/** How a past role reads in a reason: "Your 3 years waiting tables". */
export const ROLE_PHRASES: Record<ExperienceRole, string> = {
  waiter: 'waiting tables',
  bartender: 'behind the bar',
  barista: 'as a barista',
  chef: 'cooking in kitchens',
  kitchen_porter: 'as a kitchen porter',
  host: 'hosting guests',
  receptionist: 'on reception',
  housekeeper: 'in housekeeping',
  manager: 'managing teams',
};

/** Roles away from guests: their guest interaction is minimal whatever the venue's. */
export const BACK_OF_HOUSE_ROLES: readonly ExperienceRole[] = [
  'chef',
  'kitchen_porter',
  'housekeeper',
];

// ---------------------------------------------------------------------------------------------
// Shared skills
// ---------------------------------------------------------------------------------------------

/** The job's skills the candidate has, in the job's order. */
export function sharedSkills(
  jobSkills: readonly string[],
  candidateSkills: readonly string[],
): string[] {
  const mine = new Set(candidateSkills);
  return jobSkills.filter((skill) => mine.has(skill));
}

/** The share (0–100, whole) of the job's skills the candidate has; 0 for a job without skills. */
export function skillsMatchPercent(
  jobSkills: readonly string[],
  candidateSkills: readonly string[],
): number {
  if (!jobSkills.length) return 0;
  return Math.round((100 * sharedSkills(jobSkills, candidateSkills).length) / jobSkills.length);
}

// ---------------------------------------------------------------------------------------------
// Skills mode
// ---------------------------------------------------------------------------------------------

export const SKILLS_POINTS = {
  /**
   * Shared skills: the share of the job's skills the candidate has, at least 20 a skill. A
   * required certificate counts as one more of the job's skills, held when the candidate holds it
   * in date (requirementsMet).
   */
  skills: 50,
  skillEach: 20,
  /** Within the travel distance: full points next door, falling to a quarter at the limit. */
  distance: 20,
  /** The share of the job's day parts the candidate is free. */
  availability: 15,
  /** A past role of the same kind. */
  experience: 15,
} as const;

const list = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

const SLOT_DAY: Record<string, string> = {
  mon: 'Mon',
  tue: 'Tue',
  wed: 'Wed',
  thu: 'Thu',
  fri: 'Fri',
  sat: 'Sat',
  sun: 'Sun',
};

/** 'sat_evening' → 'Sat evening'. */
export function slotLabel(slot: AvailabilitySlot | string): string {
  const [day, part] = slot.split('_');
  return `${SLOT_DAY[day] ?? day} ${part}`;
}

/** Miles as a reason shows them: one decimal ("4.2 miles from Salford"). */
export function distanceReason(miles: number, homeArea: string): string {
  const rounded = Math.round(miles * 10) / 10;
  return `${rounded === 1 ? '1 mile' : `${rounded} miles`} from ${homeArea}`;
}

/** Distance points: `miles` within `travelMiles`. */
export function distancePoints(miles: number, travelMiles: number): number {
  if (miles > travelMiles) return 0;
  const near = 1 - (0.75 * miles) / Math.max(travelMiles, 0.1);
  return Math.round(SKILLS_POINTS.distance * near);
}

/** The candidate's longest past role of this kind, if any. */
export function pastRole(
  experience: readonly ExperienceFact[],
  role: ExperienceRole | null,
): ExperienceFact | null {
  if (!role) return null;
  let best: ExperienceFact | null = null;
  for (const entry of experience) {
    if (entry.role === role && (!best || entry.years > best.years)) best = entry;
  }
  return best;
}

export function experienceReason(entry: ExperienceFact): string {
  const years = entry.years === 0.5 ? 'half a year' : plural(entry.years, 'year');
  return `Your ${years} ${ROLE_PHRASES[entry.role]}`;
}

/**
 * The job's requirements the candidate meets, on the skills side of skills mode: its skills and
 * its required certificates together. `wanted` is how many the job asks (skills + certificates),
 * `met` how many of them the candidate has (shared skills + required certificates held in date);
 * `held` and `missing` are the required certificates, in the job's order.
 */
export function requirementsMet(candidate: MatchCandidate, job: MatchJob) {
  const shared = sharedSkills(job.skills, candidate.skills);
  const required = job.requiredCertificates ?? [];
  const mine = new Set(candidate.certificates ?? []);
  const held = required.filter((kind) => mine.has(kind));
  const missing = required.filter((kind) => !mine.has(kind));
  return {
    shared,
    held,
    missing,
    met: shared.length + held.length,
    wanted: job.skills.length + required.length,
  };
}

/** The skills side's points: the share met of the job's requirements, at least 20 each, ≤ 50. */
export function requirementPoints(met: number, wanted: number): number {
  if (!met) return 0;
  const share = met / Math.max(wanted, 1);
  return Math.min(
    SKILLS_POINTS.skills,
    Math.max(met * SKILLS_POINTS.skillEach, Math.round(share * SKILLS_POINTS.skills)),
  );
}

/**
 * Skills mode, 0–100: shared skills and required certificates held (50, requirementPoints),
 * distance from the home area (20), the job's day parts the candidate is free (15), a past role of
 * the same kind (15). `miles`: from the candidate's home area to the venue, or null when either
 * position is unknown. Reasons come strongest first: shared skills, then each required
 * certificate held ("You hold a personal licence"), past role, distance, day parts; each
 * required certificate missing last ("Needs a personal licence").
 */
export function skillsModeMatch(
  candidate: MatchCandidate,
  job: MatchJob,
  miles: number | null,
  travelMiles: number | null,
  withReasons = true,
): MatchResult {
  const reasons: string[] = [];
  let score = 0;

  const { shared, held, missing, met, wanted } = requirementsMet(candidate, job);
  score += requirementPoints(met, wanted);
  if (withReasons) {
    if (shared.length) reasons.push(`You know ${list(shared.slice(0, 3))}`);
    for (const kind of held) reasons.push(heldCertificateReason(kind));
  }

  const past = pastRole(candidate.experience, roleFor(job));
  if (past) {
    score += SKILLS_POINTS.experience;
    if (withReasons) reasons.push(experienceReason(past));
  }

  if (miles != null && candidate.homeArea && travelMiles != null && miles <= travelMiles) {
    score += distancePoints(miles, travelMiles);
    if (withReasons) reasons.push(distanceReason(miles, candidate.homeArea));
  }

  if (job.dayParts.length && candidate.availability.length) {
    const free = new Set(candidate.availability);
    const covered = job.dayParts.filter((slot) => free.has(slot));
    if (covered.length) {
      score += Math.round((SKILLS_POINTS.availability * covered.length) / job.dayParts.length);
      if (!withReasons) return { score: Math.min(100, score), reasons };
      const shown = covered.slice(0, 2).map(slotLabel);
      const more = covered.length - shown.length;
      reasons.push(
        `You are free ${list(more > 0 ? [...shown, `${more} more`] : shown)}, when it needs you`,
      );
    }
  }

  if (withReasons) for (const kind of missing) reasons.push(missingCertificateReason(kind));

  return { score: Math.min(100, score), reasons };
}

// ---------------------------------------------------------------------------------------------
// Culture mode
// ---------------------------------------------------------------------------------------------

/** The guest interaction of the job: minimal away from guests, else the venue's. */
export function jobGuestInteraction(job: MatchJob): GuestInteraction | null {
  const role = roleFor(job);
  if (role && BACK_OF_HOUSE_ROLES.includes(role)) return 'minimal';
  return job.guestInteraction;
}

/**
 * Culture mode, 0–100, with the spec's points (section 9) given only for what the venue (or the
 * job) really states and matches: pace (+25; when neither states one, the venue type's usual
 * pace +20 fast/relaxed, +12 moderate, with no reason), guest interaction (+20 high or minimal,
 * +8 moderate), team size (+12), service approach (+10), each shared value (+8 teamwork and
 * quality, +6 the others).
 */
export function cultureMatch(
  answers: CultureResponses,
  job: MatchJob,
  withReasons = true,
): MatchResult {
  const reasons: string[] = [];
  let score = 0;

  if (answers.workPace) {
    if (job.pace) {
      if (job.pace === answers.workPace) {
        score += CULTURE_POINTS.paceMatch;
        if (withReasons) reasons.push(`Runs at the ${answers.workPace} pace you like`);
      }
    } else if (VENUE_TYPE_PACE[job.venueType] === answers.workPace) {
      score += CULTURE_POINTS.guessedPace[answers.workPace];
    }
  }

  const interaction = jobGuestInteraction(job);
  if (answers.guestInteraction && interaction === answers.guestInteraction) {
    score += CULTURE_POINTS.guestInteraction[answers.guestInteraction];
    if (withReasons) reasons.push(`${capitalise(interaction)} guest interaction, as you prefer`);
  }

  if (answers.teamSize && job.teamSize === answers.teamSize) {
    score += CULTURE_POINTS.teamSizeMatch;
    if (withReasons) reasons.push(`The ${job.teamSize} team size you prefer`);
  }

  if (answers.serviceApproach && job.serviceApproach === answers.serviceApproach) {
    score += CULTURE_POINTS.serviceApproach;
    if (withReasons) reasons.push(`Shares your ${answers.serviceApproach} service style`);
  }

  const shared = (answers.primaryValues ?? []).filter((value) => job.values.includes(value));
  for (const value of shared) score += CULTURE_POINTS.value[value] ?? 0;
  if (shared.length && withReasons) reasons.push(`Values ${list(shared)} like you do`);

  return { score: Math.max(0, Math.min(100, Math.round(score))), reasons };
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Has the candidate answered the culture assessment at all? */
export const hasCultureAnswers = (answers: CultureResponses) =>
  Object.values(answers).some((value) => (Array.isArray(value) ? value.length > 0 : value != null));

// ---------------------------------------------------------------------------------------------
// Personality fit
// ---------------------------------------------------------------------------------------------

/**
 * How well each personality type of the quiz suits each kind of role, 0–100 (the types'
 * "suited roles" score highest). A type is found by a word of its name ("The Host" → host).
 */
export const PERSONALITY_ROLE_FIT: Record<string, Record<ExperienceRole, number>> = {
  host: {
    waiter: 95,
    host: 95,
    receptionist: 92,
    bartender: 85,
    barista: 82,
    manager: 78,
    housekeeper: 62,
    chef: 58,
    kitchen_porter: 50,
  },
  craftsperson: {
    chef: 95,
    barista: 93,
    bartender: 88,
    kitchen_porter: 82,
    housekeeper: 78,
    waiter: 70,
    receptionist: 65,
    host: 62,
    manager: 66,
  },
  organiser: {
    manager: 95,
    housekeeper: 88,
    receptionist: 86,
    chef: 80,
    host: 74,
    waiter: 72,
    barista: 70,
    kitchen_porter: 68,
    bartender: 68,
  },
  energiser: {
    bartender: 95,
    waiter: 88,
    chef: 86,
    barista: 84,
    host: 82,
    kitchen_porter: 75,
    manager: 72,
    receptionist: 66,
    housekeeper: 60,
  },
};

/**
 * The personality fit of a job: null before the quiz (the card asks to take it), and null when
 * the type or the kind of role is not one the table knows — never an invented number.
 */
export function personalityFit(
  personalityType: string | null,
  title: string,
  role: ExperienceRole | null = roleOfJob(title),
): number | null {
  if (!personalityType) return null;
  const name = personalityType.toLowerCase();
  const table = Object.entries(PERSONALITY_ROLE_FIT).find(([key]) => name.includes(key))?.[1];
  return table && role ? table[role] : null;
}

// ---------------------------------------------------------------------------------------------
// Choosing the 12
// ---------------------------------------------------------------------------------------------

/** At most this many jobs of one company among the recommendations. */
export const MAX_JOBS_PER_COMPANY = 3;
export const RECOMMENDED_JOBS = 12;

/**
 * The first `limit` of `ranked` (best first) with at most `perCompany` of any one company: the
 * variety rule. Keeps the order.
 */
export function withVariety<T extends { companyId: string }>(
  ranked: readonly T[],
  limit = RECOMMENDED_JOBS,
  perCompany = MAX_JOBS_PER_COMPANY,
): T[] {
  const taken = new Map<string, number>();
  const out: T[] = [];
  for (const item of ranked) {
    const n = taken.get(item.companyId) ?? 0;
    if (n >= perCompany) continue;
    taken.set(item.companyId, n + 1);
    out.push(item);
    if (out.length >= limit) break;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// A talent-pool candidate for a recruiter's job
// ---------------------------------------------------------------------------------------------

/**
 * The points of talentMatch: skills overlap up to 45, the job's city 20, availability up to 10,
 * culture fit up to 25 (cultureScore of culture.ts, scaled).
 */
export const TALENT_MATCH_POINTS = {
  skills: 45,
  location: 20,
  availability: 10,
  culture: 25,
} as const;
/** Day parts a week that count as fully available (two a day). */
export const FULL_AVAILABILITY = 14;

/** What a talent-pool candidate stored. */
export type TalentCandidate = {
  skills: string[];
  city: string | null;
  availability: string[];
  culture: CultureResponses | null;
};

/** What the recruiter's job states. */
export type TalentJob = { skills: string[]; city: string; culture: JobCulture };

export type TalentMatch = {
  score: number;
  reasons: string[];
  skillsMatched: string[];
  cultureScore: number | null;
};

/** How well a talent-pool candidate fits a job, 0–100, with the reasons in plain words. */
export function talentMatch(candidate: TalentCandidate, job: TalentJob): TalentMatch {
  const reasons: string[] = [];
  let score = 0;

  const skillsMatched = sharedSkills(job.skills, candidate.skills);
  if (skillsMatched.length && job.skills.length) {
    score += (TALENT_MATCH_POINTS.skills * skillsMatched.length) / job.skills.length;
    reasons.push(
      `Has ${skillsMatched.length} of the ${job.skills.length} skills: ${list(skillsMatched.slice(0, 4))}`,
    );
  }

  if (candidate.city && candidate.city.trim().toLowerCase() === job.city.trim().toLowerCase()) {
    score += TALENT_MATCH_POINTS.location;
    reasons.push(`Lives in ${job.city}, where the job is`);
  }

  const slots = candidate.availability.length;
  if (slots) {
    score +=
      (TALENT_MATCH_POINTS.availability * Math.min(slots, FULL_AVAILABILITY)) / FULL_AVAILABILITY;
    const weekends = candidate.availability.some((s) => s.startsWith('sat') || s.startsWith('sun'));
    reasons.push(
      `Free for ${slots} shift${slots === 1 ? '' : 's'} a week${weekends ? ', weekends included' : ''}`,
    );
  }

  let culture: number | null = null;
  if (candidate.culture) {
    culture = cultureScore(candidate.culture, job.culture).score;
    score += (TALENT_MATCH_POINTS.culture * culture) / 100;
    if (culture >= 60) reasons.push(`Culture fit of ${culture}% with this job`);
  }

  return {
    score: Math.max(0, Math.min(100, Math.round(score))),
    reasons,
    skillsMatched,
    cultureScore: culture,
  };
}
