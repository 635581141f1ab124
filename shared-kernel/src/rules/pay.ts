// Pay display (spec section 9).

import type { SalaryType } from '../vocabularies.js';
import { formatPounds } from './numbers.js';

export type { SalaryType };

export interface Pay {
  salaryAmount?: number | null;
  salaryType?: SalaryType | null;
  salaryMin?: number | null;
  salaryMax?: number | null;
}

export const COMPETITIVE_SALARY = 'Competitive salary';

/**
 * Hours in a working year (37.5 hours × 52 weeks): hourly pay × HOURS_PER_YEAR = yearly pay, the one
 * scale on which the job search's pay filter, the job alerts and the board wizard's pay level
 * compare hourly and yearly pay. The jobs' generated annual_pay_*_pence columns (migration 002)
 * multiply by the same 1950.
 */
export const HOURS_PER_YEAR = 1950;

/** '£x/year', '£x.xx/hour', a min–max range in £/hour (per year when stated yearly), or 'Competitive salary'. */
export function formatPay(pay: Pay): string {
  const { salaryAmount, salaryType, salaryMin, salaryMax } = pay;
  if (salaryAmount != null && salaryAmount > 0) {
    if (salaryType === 'yearly') return `${formatPounds(salaryAmount, 0)}/year`;
    if (salaryType === 'hourly') return `${formatPounds(salaryAmount, 2)}/hour`;
  }
  if (salaryMin != null && salaryMax != null && salaryMin > 0 && salaryMax > 0) {
    // The spec shows ranges in £/hour; a range the job states as yearly would read as an absurd
    // hourly rate (£35,000.00/hour), so it shows per year.
    if (salaryType === 'yearly')
      return `${formatPounds(salaryMin, 0)}–${formatPounds(salaryMax, 0)}/year`;
    return `${formatPounds(salaryMin, 2)}–${formatPounds(salaryMax, 2)}/hour`;
  }
  return COMPETITIVE_SALARY;
}
