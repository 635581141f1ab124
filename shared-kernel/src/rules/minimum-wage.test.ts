import {
  DEFAULT_MINIMUM_AGE,
  jobPayBelowFloor,
  MINIMUM_AGES,
  MINIMUM_WAGE_RATES,
  trialRateProblem,
  wageFloor,
  wageFloorProblem,
} from './index';

describe('the minimum wage table (issue 43)', () => {
  it('holds the April 2025 and April 2026 rates by band', () => {
    expect(MINIMUM_WAGE_RATES).toEqual([
      { from: '2025-04-01', hourly: { 21: 12.21, 18: 10.0, 16: 7.55 } },
      { from: '2026-04-01', hourly: { 21: 12.71, 18: 10.85, 16: 8.0 } },
    ]);
    expect(MINIMUM_AGES).toEqual([16, 18, 21]);
    expect(DEFAULT_MINIMUM_AGE).toBe(18);
  });

  it('picks the rate in force on the day (1 April is the new rate)', () => {
    expect(wageFloor(21, '2026-03-31')).toEqual({
      hourly: 12.21,
      yearly: 23809.5,
      from: '2025-04-01',
    });
    expect(wageFloor(21, '2026-04-01')).toEqual({
      hourly: 12.71,
      yearly: 24784.5,
      from: '2026-04-01',
    });
    expect(wageFloor(18, '2026-11-29').hourly).toBe(10.85);
    expect(wageFloor(16, '2026-11-29').hourly).toBe(8);
    // Before the table: its first rates.
    expect(wageFloor(16, '2024-01-01').hourly).toBe(7.55);
  });

  it('refuses hourly pay a penny below the floor, in words naming the field and the floor', () => {
    expect(wageFloorProblem(12.71, 'hourly', 21, 'Salary amount', '2026-11-29')).toBeNull();
    expect(wageFloorProblem(12.7, 'hourly', 21, 'Salary amount', '2026-11-29')).toBe(
      'Salary amount must be at least £12.71 an hour: the National Living Wage (21 and over) from 1 April 2026',
    );
    expect(wageFloorProblem(10.84, 'hourly', 18, 'Salary amount', '2026-11-29')).toMatch(
      /^Salary amount must be at least £10\.85 an hour: the National Minimum Wage for ages 18 to 20/,
    );
    expect(wageFloorProblem(7.99, 'hourly', 16, 'Salary amount', '2026-11-29')).toMatch(
      /£8\.00 an hour/,
    );
  });

  it('judges yearly pay against the hourly floor × 1,950 hours', () => {
    expect(wageFloorProblem(24784.5, 'yearly', 21, 'Salary amount', '2026-11-29')).toBeNull();
    expect(wageFloorProblem(24784.49, 'yearly', 21, 'Salary amount', '2026-11-29')).toBe(
      'Salary amount must be at least £24,784.50 a year (£12.71 an hour × 1,950 hours): the National Living Wage (21 and over) from 1 April 2026',
    );
  });

  it('judges a range by its minimum and names that field', () => {
    const label = (field: string) => field;
    const pay = { salaryType: 'hourly' as const, salaryAmount: null, salaryMin: 10, salaryMax: 14 };
    expect(jobPayBelowFloor(pay, 18, '2026-11-29', label)?.field).toBe('salaryMin');
    expect(jobPayBelowFloor({ ...pay, salaryMin: 11 }, 18, '2026-11-29', label)).toBeNull();
    expect(jobPayBelowFloor({ ...pay, salaryType: null }, 21, '2026-11-29', label)).toBeNull();
  });

  it('asks a trial shift for the 21-and-over rate', () => {
    expect(trialRateProblem(12.71, 'Hourly rate', '2026-11-29')).toBeNull();
    expect(trialRateProblem(12.5, 'Hourly rate', '2026-11-29')).toMatch(
      /^Hourly rate must be at least £12\.71/,
    );
  });
});
