// The pay a job or an offer may state (issue 28): per hour or per year, in whole pence. The API
// refuses anything else with a 400 naming the field (jobs/manage-service.ts, offers-service.ts);
// the job and offer forms check the same before sending. The contract only bounds the number
// (more than 0, at most 1,000,000): the limits depend on the salary type, another field.
import type { SalaryType } from '../vocabularies.js';

/** The least and the most a job or an offer may pay, in pounds, by salary type. */
export const PAY_LIMITS: Readonly<Record<SalaryType, { min: number; max: number }>> = {
  hourly: { min: 1, max: 500 },
  yearly: { min: 1_000, max: 1_000_000 },
};

const PER: Record<SalaryType, string> = { hourly: 'an hour', yearly: 'a year' };

/** `1000000` → `£1,000,000` (not Intl: see formatPay in ./pay.ts). */
const pounds = (n: number) => `£${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

/**
 * Whether an amount in pounds is a whole number of pence (13.50, not 13.505). The database keeps
 * pence: anything finer would be rounded silently. Decimal fractions are inexact in binary
 * (0.29 × 100 = 28.999999999999996), hence the tolerance.
 */
export function isWholePence(amount: number): boolean {
  const pence = amount * 100;
  return Math.abs(pence - Math.round(pence)) < 1e-6;
}

export const PAY_TEXTS = {
  atLeast: (label: string, type: SalaryType) =>
    `${label} must be at least ${pounds(PAY_LIMITS[type].min)} ${PER[type]}`,
  atMost: (label: string, type: SalaryType) =>
    `${label} must be at most ${pounds(PAY_LIMITS[type].max)} ${PER[type]}`,
  wholePence: (label: string) => `${label} must be in whole pence`,
};

/**
 * What is wrong with an amount of pay (in pounds) for its salary type, in words naming the field
 * by `label` ('Salary amount must be at least £1 an hour'); null when it is fine.
 */
export function payProblem(amount: number, type: SalaryType, label: string): string | null {
  if (amount < PAY_LIMITS[type].min) return PAY_TEXTS.atLeast(label, type);
  if (amount > PAY_LIMITS[type].max) return PAY_TEXTS.atMost(label, type);
  if (!isWholePence(amount)) return PAY_TEXTS.wholePence(label);
  return null;
}
