// Profile completion and assessment progress (spec section 9 and 4).

export interface ProfileFields {
  bio?: string | null;
  experience?: string | null;
  /** Structured past roles (issue 15): experience counts when there is a note or a role. */
  experienceRoles?: readonly unknown[] | null;
  phoneNumber?: string | null;
  personalityType?: string | null;
  skills?: string[] | null;
}

export const PROFILE_COMPLETION = {
  base: 25,
  bio: 15,
  experience: 15,
  phoneNumber: 10,
  personalityType: 20,
  skills: 15,
  max: 100,
} as const;

const filled = (value: string | null | undefined) => Boolean(value && value.trim());

/** Experience is given by the free-text note or by at least one structured past role. */
export const hasExperience = (p: ProfileFields) =>
  filled(p.experience) || (p.experienceRoles ?? []).length > 0;

export function profileCompletion(profile: ProfileFields | null | undefined): number {
  const p = profile ?? {};
  let total = PROFILE_COMPLETION.base;
  if (filled(p.bio)) total += PROFILE_COMPLETION.bio;
  if (hasExperience(p)) total += PROFILE_COMPLETION.experience;
  if (filled(p.phoneNumber)) total += PROFILE_COMPLETION.phoneNumber;
  if (filled(p.personalityType)) total += PROFILE_COMPLETION.personalityType;
  if ((p.skills ?? []).length > 0) total += PROFILE_COMPLETION.skills;
  return Math.min(PROFILE_COMPLETION.max, total);
}

export const ASSESSMENT_COUNT = 2;
export const ASSESSMENT_PERCENT_EACH = 50;

export interface AssessmentProgress {
  personalityDone: boolean;
  cultureDone: boolean;
  percent: number;
  /** Personality first, then culture, then personality again when both are done. */
  nextHref: string;
}

export function assessmentProgress(
  profile: Pick<ProfileFields, 'personalityType'> | null | undefined,
  cultureResponses: object | null | undefined,
): AssessmentProgress {
  const personalityDone = filled(profile?.personalityType);
  const cultureDone = Boolean(cultureResponses && Object.keys(cultureResponses).length > 0);
  const percent = (Number(personalityDone) + Number(cultureDone)) * ASSESSMENT_PERCENT_EACH;
  const nextHref =
    personalityDone && !cultureDone ? '/assessments?tab=culture' : '/assessments?tab=personality';
  return { personalityDone, cultureDone, percent, nextHref };
}
