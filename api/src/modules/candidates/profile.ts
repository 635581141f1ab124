import { profileCompletion } from 'shared-kernel/rules';
import {
  AVAILABILITY_SLOTS,
  DEFAULT_TRAVEL_MILES,
  PHONE_PATTERN,
  PROFILE_MAX_SKILLS,
  PROFILE_SKILL_MAX_LENGTH,
  type AvailabilitySlot,
  type CandidateProfile,
  type ExperienceEntry,
  type ProfileInput,
} from 'shared-kernel/contract';
import { sql, type Updateable } from 'kysely';
import type { Db } from '../../db/client.js';
import { kysely } from '../../db/kysely.js';
import type { CandidateProfiles } from '../../db/tables.js';
import { badRequest, notFound } from '../../http/errors.js';
import { lookupPlace } from '../geo/index.js';
import { certificatesOfCandidate, checkCertificates, replaceCertificates } from './certificates.js';
import { getCandidateCulture } from './culture.js';

// A candidate's own profile (`candidate_profiles`, one row per user).

export const MAX_SKILLS = PROFILE_MAX_SKILLS;
export const SKILL_MAX_LENGTH = PROFILE_SKILL_MAX_LENGTH;
/** The 28 availability tokens the schema accepts: `sat_evening`… (the contract's vocabulary). */
export { AVAILABILITY_SLOTS };
/** Digits, spaces and + ( ) - only; 5 to 32 characters (the column's check). */
export { PHONE_PATTERN };
const CULTURE_ANSWER_COUNT = 5;

type ProfileRow = {
  bio: string | null;
  experience: string | null;
  phone_number: string | null;
  personality_type: string | null;
  skills: string[];
  city: string | null;
  postcode: string | null;
  availability: AvailabilitySlot[];
  experience_roles: ExperienceEntry[];
  home_area: string | null;
  travel_miles: number | null;
  visible_in_talent_pool: boolean;
  updated_at: Date | string;
};

const PROFILE_COLUMNS = [
  'bio',
  'experience',
  'phone_number',
  'personality_type',
  'skills',
  'city',
  'postcode',
  'availability',
  'experience_roles',
  'home_area',
  'travel_miles',
  'visible_in_talent_pool',
  'updated_at',
] as const;

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

function toProfile(
  row: ProfileRow,
  cultureResponses: object | null,
  certificates: Profile['certificates'],
): Profile {
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
    experienceRoles: row.experience_roles ?? [],
    homeArea: row.home_area,
    travelMiles: row.travel_miles,
    visibleInTalentPool: row.visible_in_talent_pool,
    certificates,
    completion: 0,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
  profile.completion = profileCompletion(profile);
  return profile;
}

/** The candidate's profile, or 404 when they have not created one yet. */
export async function getProfile(db: Db, userId: string): Promise<Profile> {
  const row = await kysely(db)
    .selectFrom('candidate_profiles')
    .select(PROFILE_COLUMNS)
    .where('user_id', '=', userId)
    // experience_roles is jsonb written by saveProfile: a list of ExperienceEntry.
    .$narrowType<{ experience_roles: ExperienceEntry[] }>()
    .executeTakeFirst();
  if (!row) throw notFound('You have not created a profile yet');
  const culture = await getCandidateCulture(db, userId);
  return toProfile(row, culture?.responses ?? null, await certificatesOfCandidate(db, userId));
}

type PlainField = Exclude<keyof ProfileInput, 'homeArea' | 'experienceRoles' | 'certificates'>;

const FIELD_COLUMNS = {
  bio: 'bio',
  experience: 'experience',
  phoneNumber: 'phone_number',
  skills: 'skills',
  location: 'city',
  postcode: 'postcode',
  availability: 'availability',
  travelMiles: 'travel_miles',
  visibleInTalentPool: 'visible_in_talent_pool',
} as const satisfies Record<PlainField, keyof CandidateProfiles>;

/** Past roles as stored: years to the half year, at most one entry per (role, venue type). */
export function normaliseExperienceRoles(entries: readonly ExperienceEntry[]): ExperienceEntry[] {
  const byKey = new Map<string, ExperienceEntry>();
  for (const entry of entries) {
    const years = Math.round(entry.years * 2) / 2;
    byKey.set(`${entry.role}:${entry.venueType}`, { ...entry, years });
  }
  return [...byKey.values()];
}

/** The columns and values a profile input writes (the home area is looked up in the data set). */
function columnsOf(input: ProfileInput): {
  pairs: [keyof CandidateProfiles, unknown][];
  defaultMiles: boolean;
} {
  let defaultMiles = false;
  const out: [keyof CandidateProfiles, unknown][] = [];
  for (const [key, column] of Object.entries(FIELD_COLUMNS) as [
    PlainField,
    keyof CandidateProfiles,
  ][]) {
    const value = input[key];
    if (value === undefined) continue;
    if (key === 'skills') out.push([column, normaliseSkills(value as string[])]);
    else if (key === 'availability') out.push([column, normaliseAvailability(value as string[])]);
    else if (key === 'visibleInTalentPool' || key === 'travelMiles') out.push([column, value]);
    else
      out.push([
        column,
        key === 'postcode'
          ? (textOrNull(value as string)?.toUpperCase() ?? null)
          : textOrNull(value as string | null),
      ]);
  }
  if (input.experienceRoles !== undefined) {
    out.push(['experience_roles', JSON.stringify(normaliseExperienceRoles(input.experienceRoles))]);
  }
  if (input.homeArea !== undefined) {
    const typed = textOrNull(input.homeArea);
    const place = typed ? lookupPlace(typed) : null;
    if (typed && !place) {
      throw badRequest(
        `Home area: we do not know "${typed}". Try a UK town or a postcode district such as M1`,
        'homeArea',
      );
    }
    out.push(['home_area', place?.label ?? null]);
    out.push(['home_lat', place?.lat ?? null]);
    out.push(['home_lng', place?.lng ?? null]);
    // A first home area gets the default distance; a known one keeps its own.
    defaultMiles = Boolean(place) && input.travelMiles === undefined;
  }
  return { pairs: out, defaultMiles };
}

/** Creates the profile or changes the fields given (the others are kept). */
export async function saveProfile(db: Db, userId: string, input: ProfileInput): Promise<Profile> {
  const { pairs, defaultMiles } = columnsOf(input);
  if (input.certificates)
    checkCertificates(input.certificates, await certificatesOfCandidate(db, userId));
  await db.transaction(async (tx) => {
    await writeProfile(tx, userId, pairs, defaultMiles);
    if (input.certificates) await replaceCertificates(tx, userId, input.certificates);
  });
  return getProfile(db, userId);
}

async function writeProfile(
  db: Db,
  userId: string,
  pairs: [keyof CandidateProfiles, unknown][],
  defaultMiles: boolean,
): Promise<void> {
  const columns = pairs.map(([column]) => column);
  const values: Updateable<CandidateProfiles> = Object.fromEntries(pairs);
  // A first home area's default distance is written as a literal, as the rest of its SQL.
  const defaultTravelMiles = sql.lit(DEFAULT_TRAVEL_MILES);
  await kysely(db)
    .insertInto('candidate_profiles')
    .values({
      user_id: userId,
      ...values,
      ...(defaultMiles ? { travel_miles: defaultTravelMiles } : {}),
    })
    .onConflict((oc) => {
      const onUser = oc.column('user_id');
      if (columns.length === 0 && !defaultMiles) return onUser.doNothing();
      return onUser.doUpdateSet((eb) => ({
        ...Object.fromEntries(columns.map((column) => [column, eb.ref(`excluded.${column}`)])),
        ...(defaultMiles
          ? {
              travel_miles: eb.fn.coalesce('candidate_profiles.travel_miles', defaultTravelMiles),
            }
          : {}),
      }));
    })
    .execute();
}
