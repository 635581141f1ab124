import { HOURS_PER_YEAR } from './pay';

describe('pay on one scale', () => {
  it('counts a working year as 37.5 hours a week for 52 weeks (1950 hours)', () => {
    expect(HOURS_PER_YEAR).toBe(37.5 * 52);
    expect(HOURS_PER_YEAR).toBe(1950);
  });
});
