import { profileCompletion } from 'shared-kernel/rules';
import {
  AVAILABILITY_SLOTS,
  PHONE_PATTERN,
  PROFILE_MAX_SKILLS,
  PROFILE_SKILL_MAX_LENGTH,
  type AvailabilitySlot,
  type CandidateProfile,
  type ProfileInput,
} from 'shared-kernel/contract';
import type { Db } from '../../db/client.js';
import { notFound } from '../../http/errors.js';
import { getCandidateCulture } from './culture.js';

// A candidate's own profile (`candidate_profiles`, one row per user).

export const MAX_SKILLS = PROFILE_MAX_SKILLS;
export const SKILL_MAX_LENGTH = PROFILE_SKILL_MAX_LENGTH;
/** The 28 availability tokens the schema accepts: `sat_evening`… (the contract's vocabulary). */
export { AVAILABILITY_SLOTS };
/** Digits, spaces and + ( ) - only; 5 to 32 characters (the column's check). */
export { PHONE_PATTERN };
const CULTURE_ANSWER_COUNT = 5;

export type ProfileRow = {
  bio: string | null;
  experience: string | null;
  phone_number: string | null;
  personality_type: string | null;
  skills: string[];
  city: string | null;
  postcode: string | null;
  availability: AvailabilitySlot[];
  visible_in_talent_pool: boolean;
  updated_at: Date | string;
};

export const PROFILE_COLUMNS = `bio, experience, phone_number, personality_type, skills, city,
  postcode, availability, visible_in_talent_pool, updated_at`;

export type Profile = CandidateProfile;
export type { ProfileInput };

/** Skills as the schema stores them: trimmed, lowercase, distinct, empty ones dropped. */
export function normaliseSkills(skills: readonly string[]): string[] {
  return [...new Set(skills.map((s) => s.trim().toLowerCase()).filter(Boolean))];
}

/** Availability in a stable order (the order of the week), without repeats. */
export function normaliseAvailability(slots: readonly string[]): AvailabilitySlot[] {
  const chosen = new Set(slots);
  return AVAILABILITY_SLOTS.filter((slot) => chosen.has(slot));
}

/** Blank text is stored as null (so it does not count toward completion). */
const textOrNull = (value: string | null | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/**
 * How much of the culture assessment the candidate has answered, 0–100, or null before they take
 * it: a candidate's culture alignment is only meaningful against a job (see cultureScore).
 */
export function culturalAlignment(responses: object | null): number | null {
  if (!responses) return null;
  const answered = Object.keys(responses).length;
  return Math.round((Math.min(answered, CULTURE_ANSWER_COUNT) / CULTURE_ANSWER_COUNT) * 100);
}

export function toProfile(row: ProfileRow, cultureResponses: object | null): Profile {
  const profile: Profile = {
    bio: row.bio,
    experience: row.experience,
    phoneNumber: row.phone_number,
    personalityType: row.personality_type,
    skills: row.skills,
    culturalAlignmentScore: culturalAlignment(cultureResponses),
    location: row.city,
    postcode: row.postcode,
    availability: row.availability,
    visibleInTalentPool: row.visible_in_talent_pool,
    completion: 0,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
  profile.completion = profileCompletion(profile);
  return profile;
}

/** The candidate's profile, or 404 when they have not created one yet. */
export async function getProfile(db: Db, userId: string): Promise<Profile> {
  const { rows } = await db.query<ProfileRow>(
    `SELECT ${PROFILE_COLUMNS} FROM candidate_profiles WHERE user_id = $1`,
    [userId],
  );
  if (!rows[0]) throw notFound('You have not created a profile yet');
  const culture = await getCandidateCulture(db, userId);
  return toProfile(rows[0], culture?.responses ?? null);
}

const FIELD_COLUMNS: Record<keyof ProfileInput, string> = {
  bio: 'bio',
  experience: 'experience',
  phoneNumber: 'phone_number',
  skills: 'skills',
  location: 'city',
  postcode: 'postcode',
  availability: 'availability',
  visibleInTalentPool: 'visible_in_talent_pool',
};

/** Creates the profile or changes the fields given (the others are kept). */
export async function saveProfile(db: Db, userId: string, input: ProfileInput): Promise<Profile> {
  const columns: string[] = [];
  const values: unknown[] = [];
  for (const [key, column] of Object.entries(FIELD_COLUMNS) as [keyof ProfileInput, string][]) {
    const value = input[key];
    if (value === undefined) continue;
    columns.push(column);
    if (key === 'skills') values.push(normaliseSkills(value as string[]));
    else if (key === 'availability') values.push(normaliseAvailability(value as string[]));
    else if (key === 'visibleInTalentPool') values.push(value);
    else
      values.push(
        key === 'postcode'
          ? (textOrNull(value as string)?.toUpperCase() ?? null)
          : textOrNull(value as string | null),
      );
  }
  const placeholders = values.map((_, i) => `$${i + 2}`);
  const updates = columns.map((column) => `${column} = EXCLUDED.${column}`);
  await db.query(
    `INSERT INTO candidate_profiles (user_id${columns.map((c) => `, ${c}`).join('')})
     VALUES ($1${placeholders.map((p) => `, ${p}`).join('')})
     ON CONFLICT (user_id) DO ${updates.length ? `UPDATE SET ${updates.join(', ')}` : 'NOTHING'}`,
    [userId, ...values],
  );
  return getProfile(db, userId);
}
