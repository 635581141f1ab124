// Pay display (spec section 9).

import type { SalaryType } from '../contract/vocabularies.js';
import { whenIdle } from './when-idle.js';

export type { SalaryType };

export interface Pay {
  salaryAmount?: number | null;
  salaryType?: SalaryType | null;
  salaryMin?: number | null;
  salaryMax?: number | null;
}

export const COMPETITIVE_SALARY = 'Competitive salary';

// One formatter per number of decimals: `toLocaleString` with options builds a new
// Intl.NumberFormat on every call, which cost more than the rest of a job search's page. Built at
// first use or while the browser is idle, not when this module loads: the top bar's chunk loads it,
// and building them there was half of one long task at start-up.
const formats: Partial<Record<0 | 2, Intl.NumberFormat>> = {};
function pounds(n: number, decimals: 0 | 2): string {
  formats[decimals] ??= new Intl.NumberFormat('en-GB', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
  return `£${formats[decimals].format(n)}`;
}
whenIdle(() => pounds(0, 0));
whenIdle(() => pounds(0, 2));

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
