// Pay display (spec section 9).

export type SalaryType = 'yearly' | 'hourly';

export interface Pay {
  salaryAmount?: number | null;
  salaryType?: SalaryType | null;
  salaryMin?: number | null;
  salaryMax?: number | null;
}

export const COMPETITIVE_SALARY = 'Competitive salary';

const pounds = (n: number, decimals: number) =>
  `£${n.toLocaleString('en-GB', { minimumFractionDigits: decimals, maximumFractionDigits: decimals })}`;

/** '£x/year', '£x.xx/hour', a min–max range in £/hour, or 'Competitive salary'. */
export function formatPay(pay: Pay): string {
  const { salaryAmount, salaryType, salaryMin, salaryMax } = pay;
  if (salaryAmount != null && salaryAmount > 0) {
    if (salaryType === 'yearly') return `${pounds(salaryAmount, 0)}/year`;
    if (salaryType === 'hourly') return `${pounds(salaryAmount, 2)}/hour`;
  }
  if (salaryMin != null && salaryMax != null && salaryMin > 0 && salaryMax > 0) {
    return `${pounds(salaryMin, 2)}–${pounds(salaryMax, 2)}/hour`;
  }
  return COMPETITIVE_SALARY;
}
