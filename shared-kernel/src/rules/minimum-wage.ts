// The legal pay floor (issue 43 item 1): the UK's National Living Wage (21 and over) and National
// Minimum Wage (18 to 20; under 18 and apprentices), by the date each rate takes effect (1 April).
// Next April's rates are one more row of MINIMUM_WAGE_RATES: a data change, no code.
// Source: gov.uk/national-minimum-wage-rates.
import { formatDate } from './dates.js';
import { HOURS_PER_YEAR } from './pay.js';
import { type MinimumAge, type SalaryType } from '../vocabularies.js';

/** A job says nothing of age: the 18-to-20 band applies (the contract's default). */
export const DEFAULT_MINIMUM_AGE: MinimumAge = 18;

/** Each band's hourly rate in pounds from `from` (a London day) until the next row. Oldest first. */
export const MINIMUM_WAGE_RATES: readonly {
  from: string;
  hourly: Readonly<Record<MinimumAge, number>>;
}[] = [
  { from: '2025-04-01', hourly: { 21: 12.21, 18: 10.0, 16: 7.55 } },
  { from: '2026-04-01', hourly: { 21: 12.71, 18: 10.85, 16: 8.0 } },
];

/** The band's name, as the recruiter reads it in the job form and in a refusal. */
export const MINIMUM_AGE_LABELS: Readonly<Record<MinimumAge, string>> = {
  16: '16 and over',
  18: '18 and over',
  21: '21 and over',
};

const BAND_NAMES: Readonly<Record<MinimumAge, string>> = {
  21: 'the National Living Wage (21 and over)',
  18: 'the National Minimum Wage for ages 18 to 20',
  16: 'the National Minimum Wage for ages 16 and 17 and apprentices',
};

export interface WageFloor {
  /** Pounds an hour. */
  hourly: number;
  /** Pounds a year: `hourly` × HOURS_PER_YEAR (1,950), in whole pence. */
  yearly: number;
  /** The London day this rate took effect. */
  from: string;
}

/**
 * The least a job open to people of `minimumAge` and over may pay on `day` ('YYYY-MM-DD', a
 * London day). Before the table's first date, its first rates.
 */
export function wageFloor(minimumAge: MinimumAge, day: string): WageFloor {
  const row =
    [...MINIMUM_WAGE_RATES].reverse().find((rates) => rates.from <= day) ?? MINIMUM_WAGE_RATES[0];
  const hourly = row.hourly[minimumAge];
  return { hourly, yearly: Math.round(hourly * HOURS_PER_YEAR * 100) / 100, from: row.from };
}

/** '2026-04-01' → '1 April 2026'. */
const dayInWords = (day: string) => formatDate(day, 'd MMMM yyyy');

/** `1950` → `1,950` (not Intl: see pay.ts). */
const grouped = (whole: string) => whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** `24784.5` → `£24,784.50`; `12.71` → `£12.71`; `8` → `£8.00`. */
function pounds(amount: number): string {
  const [whole, pence] = amount.toFixed(2).split('.');
  return `£${grouped(whole)}.${pence}`;
}

export const WAGE_FLOOR_TEXTS = {
  below: (label: string, type: SalaryType, minimumAge: MinimumAge, floor: WageFloor) =>
    type === 'hourly'
      ? `${label} must be at least ${pounds(floor.hourly)} an hour: ${BAND_NAMES[minimumAge]} from ${dayInWords(floor.from)}`
      : `${label} must be at least ${pounds(floor.yearly)} a year (${pounds(floor.hourly)} an hour × ${grouped(String(HOURS_PER_YEAR))} hours): ${BAND_NAMES[minimumAge]} from ${dayInWords(floor.from)}`,
  /** The flag on a job already below the floor (dashboard, job list). */
  flag: 'Below minimum wage',
  flagHint: (floor: WageFloor, minimumAge: MinimumAge) =>
    `Pays less than ${pounds(floor.hourly)} an hour, ${BAND_NAMES[minimumAge]} from ${dayInWords(floor.from)}. Raise the pay or the minimum age.`,
};

/**
 * Why `amount` (pounds, per `type`) is below the floor for `minimumAge` on `day`, naming the field
 * by `label`; null when it is not.
 */
export function wageFloorProblem(
  amount: number,
  type: SalaryType,
  minimumAge: MinimumAge,
  label: string,
  day: string,
): string | null {
  const floor = wageFloor(minimumAge, day);
  const least = type === 'hourly' ? floor.hourly : floor.yearly;
  // In pence, so 12.71 is not below 12.71 by a binary fraction.
  if (Math.round(amount * 100) >= Math.round(least * 100)) return null;
  return WAGE_FLOOR_TEXTS.below(label, type, minimumAge, floor);
}

/** A trial shift's rate: the candidate's age is not asked, so the 21-and-over rate. */
export function trialRateProblem(rate: number, label: string, day: string): string | null {
  return wageFloorProblem(rate, 'hourly', 21, label, day);
}

/** The pay figures a job states (pounds), as wageFloorProblem reads them. */
export interface StatedPay {
  salaryType: SalaryType | null;
  salaryAmount: number | null;
  salaryMin: number | null;
  salaryMax: number | null;
}

/**
 * The first figure of a job's pay below its floor: the field and the words; null when the job
 * pays at least the floor (or states no pay). A range is judged by its minimum.
 */
export function jobPayBelowFloor(
  pay: StatedPay,
  minimumAge: MinimumAge,
  day: string,
  label: (field: 'salaryAmount' | 'salaryMin') => string,
): { field: 'salaryAmount' | 'salaryMin'; message: string } | null {
  if (!pay.salaryType) return null;
  for (const field of ['salaryAmount', 'salaryMin'] as const) {
    const amount = pay[field];
    if (amount == null) continue;
    const message = wageFloorProblem(amount, pay.salaryType, minimumAge, label(field), day);
    if (message) return { field, message };
  }
  return null;
}
