import {
  INTERVIEW_QUESTIONS,
  INTERVIEW_TIPS,
  matchesPrep,
  PRACTICE_SCENARIOS,
  PREP_ROLES,
  ROLE_GUIDES,
  searchText,
} from './interview-prep';

describe('interview preparation content', () => {
  it('covers every role in every section, with unique ids', () => {
    for (const role of PREP_ROLES) {
      const filter = { role, q: '' };
      expect(
        INTERVIEW_QUESTIONS.filter((q) => q.roles !== 'all' && q.roles.includes(role)).length,
      ).toBeGreaterThanOrEqual(2);
      expect(INTERVIEW_TIPS.filter((t) => matchesPrep(t, '', filter)).length).toBeGreaterThan(8);
      expect(ROLE_GUIDES.filter((g) => g.role === role)).toHaveLength(1);
      expect(
        PRACTICE_SCENARIOS.filter((s) => s.roles !== 'all' && s.roles.includes(role)).length,
      ).toBeGreaterThanOrEqual(1);
    }
    const ids = [
      ...INTERVIEW_QUESTIONS,
      ...INTERVIEW_TIPS,
      ...ROLE_GUIDES,
      ...PRACTICE_SCENARIOS,
    ].map((x) => x.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('states the UK rules correctly', () => {
    const all = JSON.stringify([
      INTERVIEW_QUESTIONS,
      INTERVIEW_TIPS,
      ROLE_GUIDES,
      PRACTICE_SCENARIOS,
    ]);
    expect(all).toContain('75°C');
    expect(all).toContain('63°C');
    expect(all).toContain('8°C');
    expect(all).toContain('Challenge 25');
    expect(all).toContain('14 allergens');
  });
});

describe('matchesPrep', () => {
  const barOnly = { roles: ['bar' as const] };
  const everyone = { roles: 'all' as const };

  it('keeps content for the chosen role and content for every role', () => {
    expect(matchesPrep(barOnly, 'x', { role: 'bar', q: '' })).toBe(true);
    expect(matchesPrep(barOnly, 'x', { role: 'kitchen', q: '' })).toBe(false);
    expect(matchesPrep(everyone, 'x', { role: 'kitchen', q: '' })).toBe(true);
    expect(matchesPrep({ role: 'hotel' as const }, 'x', { role: 'hotel', q: '' })).toBe(true);
    expect(matchesPrep({ role: 'hotel' as const }, 'x', { role: 'bar', q: '' })).toBe(false);
  });

  it('needs every search word, in any case', () => {
    expect(
      matchesPrep(everyone, 'Ask for ID under Challenge 25', { role: null, q: 'challenge ID' }),
    ).toBe(true);
    expect(
      matchesPrep(everyone, 'Ask for ID under Challenge 25', { role: null, q: 'challenge wine' }),
    ).toBe(false);
    expect(matchesPrep(everyone, 'anything', { role: null, q: '   ' })).toBe(true);
  });

  it('searches the whole text of a question', () => {
    const q = INTERVIEW_QUESTIONS.find((x) => x.id === 'q-bar-id')!;
    expect(matchesPrep(q, searchText.question(q), { role: 'bar', q: 'pass-hologram' })).toBe(true);
  });
});
