import {
  cultureMatch,
  distancePoints,
  distanceReason,
  hasCultureAnswers,
  personalityFit,
  roleOfJob,
  skillsModeMatch,
  withVariety,
  type MatchCandidate,
  type MatchJob,
} from './matching';

const candidate = (over: Partial<MatchCandidate> = {}): MatchCandidate => ({
  skills: [],
  availability: [],
  experience: [],
  homeArea: null,
  culture: {},
  ...over,
});

const job = (over: Partial<MatchJob> = {}): MatchJob => ({
  title: 'Bartender',
  skills: [],
  dayParts: [],
  venueType: 'bar',
  pace: null,
  teamSize: null,
  guestInteraction: null,
  serviceApproach: null,
  values: [],
  ...over,
});

describe('roleOfJob', () => {
  it.each([
    ['Bartender (Manchester)', 'bartender'],
    ['Mixologist', 'bartender'],
    ['Barista', 'barista'],
    ['Kitchen Porter', 'kitchen_porter'],
    ['Sous Chef', 'chef'],
    ['Line Cook', 'chef'],
    ['Waitress', 'waiter'],
    ['Bar Manager', 'manager'],
    ['Night Porter', 'receptionist'],
    ['Housekeeper', 'housekeeper'],
    ['Host', 'host'],
    ['Events Wizard', null],
  ])('%s → %s', (title, role) => expect(roleOfJob(title)).toBe(role));
});

describe('skillsModeMatch: every reason a stored fact', () => {
  const waitressAndBarista = candidate({
    skills: ['latte art'],
    experience: [
      { role: 'waiter', venueType: 'restaurant', years: 3 },
      { role: 'barista', venueType: 'cafe', years: 1 },
    ],
  });

  it('a bartender job never borrows the years of another role', () => {
    const result = skillsModeMatch(waitressAndBarista, job({ title: 'Bartender' }), null, null);
    expect(result).toEqual({ score: 0, reasons: [] });
  });

  it('a barista job names the barista years, with its points', () => {
    const result = skillsModeMatch(
      waitressAndBarista,
      job({ title: 'Barista', skills: ['latte art', 'espresso'] }),
      null,
      null,
    );
    // latte art: max(20, 1/2 × 50 = 25) = 25; past role 15.
    expect(result).toEqual({
      score: 40,
      reasons: ['You know latte art', 'Your 1 year as a barista'],
    });
  });

  it('distance within the travel distance, and the day parts the job needs', () => {
    const result = skillsModeMatch(
      candidate({ homeArea: 'Salford', availability: ['fri_evening', 'sun_morning'] }),
      job({ dayParts: ['fri_evening', 'sat_evening'] }),
      4.23,
      10,
    );
    expect(result.reasons).toEqual([
      '4.2 miles from Salford',
      'You are free Fri evening, when it needs you',
    ]);
    // distance 20 × (1 − 0.75 × 4.23/10) = 14; day parts 15 × 1/2 = 8.
    expect(result.score).toBe(14 + 8);
  });

  it('no distance reason beyond the travel distance or without a home area', () => {
    expect(skillsModeMatch(candidate({ homeArea: 'M1' }), job(), 12, 10).reasons).toEqual([]);
    expect(skillsModeMatch(candidate(), job(), 2, 10).reasons).toEqual([]);
  });

  it('distance points fall from 20 next door to 5 at the limit', () => {
    expect(distancePoints(0, 10)).toBe(20);
    expect(distancePoints(10, 10)).toBe(5);
    expect(distancePoints(10.1, 10)).toBe(0);
    expect(distanceReason(1, 'M1')).toBe('1 mile from M1');
  });

  it('score without reasons is the same score', () => {
    const c = candidate({
      skills: ['cocktails'],
      homeArea: 'Leeds',
      availability: ['sat_late'],
      experience: [{ role: 'bartender', venueType: 'bar', years: 2 }],
    });
    const j = job({ skills: ['cocktails', 'epos'], dayParts: ['sat_late'] });
    expect(skillsModeMatch(c, j, 3, 10, false).score).toBe(skillsModeMatch(c, j, 3, 10).score);
  });
});

describe('cultureMatch: from the venue’s real culture', () => {
  const answers = {
    workPace: 'fast',
    guestInteraction: 'high',
    teamSize: 'medium',
    serviceApproach: 'casual',
    primaryValues: ['teamwork', 'growth'],
  } as const;

  it('counts what the venue states and matches (spec points), with a reason each', () => {
    const result = cultureMatch(
      { ...answers, primaryValues: [...answers.primaryValues] },
      job({
        pace: 'fast',
        guestInteraction: 'high',
        teamSize: 'medium',
        serviceApproach: 'casual',
        values: ['teamwork'],
      }),
    );
    expect(result.score).toBe(25 + 20 + 12 + 10 + 8);
    expect(result.reasons).toEqual([
      'Runs at the fast pace you like',
      'High guest interaction, as you prefer',
      'The medium team size you prefer',
      'Shares your casual service style',
      'Values teamwork like you do',
    ]);
  });

  it('nothing stated, nothing claimed: no points for an unstated service style or values', () => {
    const result = cultureMatch({ ...answers, primaryValues: [...answers.primaryValues] }, job());
    // Only the venue type's usual pace (a bar is fast: +20), with no reason.
    expect(result).toEqual({ score: 20, reasons: [] });
  });

  it('a kitchen porter is never "high guest interaction", whatever the venue', () => {
    const result = cultureMatch(
      { guestInteraction: 'high' },
      job({ title: 'Kitchen Porter', guestInteraction: 'high' }),
    );
    expect(result).toEqual({ score: 0, reasons: [] });
    expect(
      cultureMatch({ guestInteraction: 'minimal' }, job({ title: 'Kitchen Porter' })).reasons,
    ).toEqual(['Minimal guest interaction, as you prefer']);
  });

  it('knows whether the assessment was answered', () => {
    expect(hasCultureAnswers({})).toBe(false);
    expect(hasCultureAnswers({ primaryValues: [] })).toBe(false);
    expect(hasCultureAnswers({ workPace: 'fast' })).toBe(true);
  });
});

describe('personalityFit', () => {
  it('is null before the quiz, and for a type or role the table does not know', () => {
    expect(personalityFit(null, 'Bartender')).toBeNull();
    expect(personalityFit('The Mystery', 'Bartender')).toBeNull();
    expect(personalityFit('The Host', 'Events Wizard')).toBeNull();
  });

  it('is the table’s number for a known type and role', () => {
    expect(personalityFit('The Host', 'Waiter')).toBe(95);
    expect(personalityFit('The Energiser', 'Bartender')).toBe(95);
    expect(personalityFit('The Craftsperson', 'Kitchen Porter')).toBe(82);
  });
});

describe('withVariety', () => {
  it('keeps the order with at most 3 of a company, 12 in all', () => {
    const ranked = [
      ...Array.from({ length: 5 }, (_, i) => ({ id: `a${i}`, companyId: 'a' })),
      ...Array.from({ length: 20 }, (_, i) => ({ id: `b${i}`, companyId: `b${i}` })),
    ];
    const chosen = withVariety(ranked);
    expect(chosen).toHaveLength(12);
    expect(chosen.filter((x) => x.companyId === 'a').map((x) => x.id)).toEqual(['a0', 'a1', 'a2']);
    expect(chosen[3].id).toBe('b0');
  });
});
