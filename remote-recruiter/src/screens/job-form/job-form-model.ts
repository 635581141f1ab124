import type {
  AvailabilitySlot,
  CertificateKind,
  MinimumAge,
  TipKind,
} from 'shared-kernel/contract';
import type { EmploymentType, Job, JobInput, Pace, TeamSize } from '../../api/jobs';
import {
  dayOutside,
  DEFAULT_MINIMUM_AGE,
  londonDay,
  payProblem,
  tipsProblem,
  wageFloorProblem,
  WINDOW_TEXTS,
} from 'shared-kernel/rules';
import { COMMON, JOB_FORM } from '../../texts';
import { TIPS_TEXTS } from '../../texts-tips';
import { splitList } from '../../kit/format';
import { screeningInputOf, screeningValuesOf, type ScreeningValues } from './screening-form';

// The job form's values as typed (strings), their checks, and the API body they become.

export type PayMode = 'none' | 'amount' | 'range';

export interface JobFormValues {
  title: string;
  venueId: string;
  description: string;
  skills: string;
  employmentType: EmploymentType | '';
  payMode: PayMode;
  /** The youngest the hire may be: the pay must reach that band's minimum wage (issue 43). */
  minimumAge: `${MinimumAge}`;
  salaryType: 'yearly' | 'hourly';
  salaryAmount: string;
  salaryMin: string;
  salaryMax: string;
  pace: Pace | '';
  teamSize: TeamSize | '';
  urgent: boolean;
  closesOn: string;
  /** The day parts the job needs ('fri_evening'), in the order of the week. */
  dayParts: AvailabilitySlot[];
  /** The screening questions, in order (issue 33). */
  screening: ScreeningValues[];
  /** Tips apart from pay (issue 43): the kind, and about how much an hour in pounds (optional). */
  tipsKind: TipKind;
  tipsAverage: string;
  /** The licences and certificates the job requires (issue 43), in the vocabulary's order. */
  requiredCertificates: CertificateKind[];
}

export type JobField = keyof JobFormValues;
export type JobFormErrors = Partial<Record<JobField, string>>;

export const EMPTY_JOB_FORM: JobFormValues = {
  title: '',
  venueId: '',
  description: '',
  skills: '',
  employmentType: 'full_time',
  payMode: 'none',
  minimumAge: `${DEFAULT_MINIMUM_AGE}`,
  salaryType: 'hourly',
  salaryAmount: '',
  salaryMin: '',
  salaryMax: '',
  pace: '',
  teamSize: '',
  urgent: false,
  closesOn: '',
  dayParts: [],
  screening: [],
  tipsKind: 'none',
  tipsAverage: '',
  requiredCertificates: [],
};

/** A draft handed over by the AI job generator (router state). */
export type JobDraft = Partial<JobFormValues>;

export function valuesFromJob(job: Job): JobFormValues {
  const payMode: PayMode =
    job.salaryAmount != null ? 'amount' : job.salaryMin != null ? 'range' : 'none';
  return {
    title: job.title,
    venueId: job.venue.id,
    description: job.description,
    skills: job.skills.join(', '),
    employmentType: job.employmentType,
    payMode,
    minimumAge: `${job.minimumAge}`,
    salaryType: job.salaryType ?? 'hourly',
    salaryAmount: job.salaryAmount != null ? String(job.salaryAmount) : '',
    salaryMin: job.salaryMin != null ? String(job.salaryMin) : '',
    salaryMax: job.salaryMax != null ? String(job.salaryMax) : '',
    pace: job.pace ?? '',
    teamSize: job.teamSize ?? '',
    urgent: job.urgent,
    closesOn: job.closesOn ?? '',
    dayParts: job.dayParts,
    screening: job.screening.map(screeningValuesOf),
    tipsKind: job.tips?.kind ?? 'none',
    tipsAverage: job.tips?.averagePerHour != null ? String(job.tips.averagePerHour) : '',
    requiredCertificates: job.requiredCertificates,
  };
}

const positive = (text: string) => {
  const n = Number(text.trim());
  return text.trim() !== '' && Number.isFinite(n) && n > 0 ? n : null;
};

/** The minimum age as the API takes it (a number; the select holds its text). */
export const minimumAgeOf = (values: JobFormValues) => Number(values.minimumAge) as MinimumAge;

/** Today in London ('YYYY-MM-DD'): a closing date is a London day, as the API checks it. */
const todayIso = (now: Date) => londonDay(now);

/**
 * The form's own checks, in the product's words (empty when all is well); then the contract's
 * job body schema decides (`useJobForm`).
 */
export function checkJobForm(values: JobFormValues, now = new Date()): JobFormErrors {
  const f = JOB_FORM.fields;
  const errors: JobFormErrors = {};
  if (!values.title.trim()) errors.title = COMMON.required(f.title);
  if (!values.venueId) errors.venueId = COMMON.required(f.venueId);
  if (!values.employmentType) errors.employmentType = COMMON.required(f.employmentType);
  // Pay in range for its type and in whole pence (shared-kernel/rules PAY_LIMITS), and the least
  // (the minimum or the one amount) at least today's minimum wage for the age, as the API.
  const inRange = (field: 'salaryAmount' | 'salaryMin' | 'salaryMax', amount: number) => {
    const problem =
      payProblem(amount, values.salaryType, f[field]) ??
      (field === 'salaryMax'
        ? null
        : wageFloorProblem(
            amount,
            values.salaryType,
            minimumAgeOf(values),
            f[field],
            londonDay(now),
          ));
    if (problem) errors[field] = problem;
  };
  if (values.payMode === 'amount') {
    const amount = positive(values.salaryAmount);
    if (amount === null) errors.salaryAmount = JOB_FORM.mustBeNumber(f.salaryAmount);
    else inRange('salaryAmount', amount);
  }
  if (values.payMode === 'range') {
    const min = positive(values.salaryMin);
    const max = positive(values.salaryMax);
    if (min === null) errors.salaryMin = JOB_FORM.mustBeNumber(f.salaryMin);
    else inRange('salaryMin', min);
    if (max === null) errors.salaryMax = JOB_FORM.mustBeNumber(f.salaryMax);
    else inRange('salaryMax', max);
    if (min !== null && max !== null && min > max) errors.salaryMin = JOB_FORM.rangeOrder;
  }
  // Tips: an average above £0, at most £100, in whole pence, only with tips (as the API).
  if (values.tipsKind !== 'none' && values.tipsAverage.trim()) {
    const average = positive(values.tipsAverage);
    const problem =
      average === null
        ? TIPS_TEXTS.averageInvalid
        : tipsProblem({ kind: values.tipsKind, averagePerHour: average });
    if (problem) errors.tipsAverage = problem;
  }
  // Today to a year ahead (INPUT_WINDOWS), as the API.
  if (values.closesOn && values.closesOn < todayIso(now))
    errors.closesOn = `${f.closesOn} must not be in the past`;
  else if (values.closesOn && dayOutside(values.closesOn, 'jobClosing', now) === 'beyond')
    errors.closesOn = WINDOW_TEXTS.beyond(f.closesOn, 'jobClosing');
  return errors;
}

/** The API body for what was typed (the form's `toBody`, checked by the contract's schema). */
export function jobInputOf(values: JobFormValues): JobInput {
  const pay = values.payMode;
  return {
    title: values.title.trim(),
    venueId: values.venueId,
    description: values.description,
    skills: splitList(values.skills),
    employmentType: values.employmentType as EmploymentType,
    salaryType: pay === 'none' ? null : values.salaryType,
    salaryAmount: pay === 'amount' ? Number(values.salaryAmount) : null,
    salaryMin: pay === 'range' ? Number(values.salaryMin) : null,
    salaryMax: pay === 'range' ? Number(values.salaryMax) : null,
    pace: values.pace || null,
    teamSize: values.teamSize || null,
    urgent: values.urgent,
    closesOn: values.closesOn || null,
    dayParts: values.dayParts,
    screening: screeningInputOf(values.screening),
    minimumAge: minimumAgeOf(values),
    tips: tipsInputOf(values),
    requiredCertificates: values.requiredCertificates,
  };
}

/** The job's tips as sent: the average only with a kind of tips and when one is typed. */
function tipsInputOf(values: JobFormValues): JobInput['tips'] {
  const average = values.tipsAverage.trim();
  if (values.tipsKind === 'none' || !average) return { kind: values.tipsKind };
  return { kind: values.tipsKind, averagePerHour: Number(average) };
}
