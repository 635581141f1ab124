// Pay display (spec section 9).

import type { SalaryType } from '../vocabularies.js';

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

/**
 * '£12,345' or '£12.50' (en-GB digits: a comma between thousands, a point before pence), the same
 * text as Intl.NumberFormat('en-GB') gives for the amounts a job states (whole pounds or pence).
 * Not Intl: the page's first NumberFormat loads its locale's data, a 15 ms task on a fast machine
 * (60 ms on a phone) in the middle of start-up; the equivalence is tested against Intl.
 */
function pounds(n: number, decimals: 0 | 2): string {
  const [whole, pence] = Math.abs(n).toFixed(decimals).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${n < 0 ? '-' : ''}£${grouped}${pence === undefined ? '' : `.${pence}`}`;
}

/** '£x/year', '£x.xx/hour', a min–max range in £/hour (per year when stated yearly), or 'Competitive salary'. */
export function formatPay(pay: Pay): string {
  const { salaryAmount, salaryType, salaryMin, salaryMax } = pay;
  if (salaryAmount != null && salaryAmount > 0) {
    if (salaryType === 'yearly') return `${pounds(salaryAmount, 0)}/year`;
    if (salaryType === 'hourly') return `${pounds(salaryAmount, 2)}/hour`;
  }
  if (salaryMin != null && salaryMax != null && salaryMin > 0 && salaryMax > 0) {
    // The spec shows ranges in £/hour; a range the job states as yearly would read as an absurd
    // hourly rate (£35,000.00/hour), so it shows per year.
    if (salaryType === 'yearly') return `${pounds(salaryMin, 0)}–${pounds(salaryMax, 0)}/year`;
    return `${pounds(salaryMin, 2)}–${pounds(salaryMax, 2)}/hour`;
  }
  return COMPETITIVE_SALARY;
}
