import { CULTURE_POINTS, cultureScore } from './culture';

describe('local culture scoring, capped 0–100 (spec section 9)', () => {
  it('a matching pace gives +25', () => {
    expect(cultureScore({ workPace: 'fast' }, { pace: 'fast' }).score).toBe(25);
    expect(cultureScore({ workPace: 'fast' }, { pace: 'relaxed' }).score).toBe(0);
  });

  it('otherwise a venue-type guess gives +20 for fast, +20 for relaxed, +12 for moderate', () => {
    expect(cultureScore({ workPace: 'fast' }, { venueType: 'bar' }).score).toBe(20);
    expect(cultureScore({ workPace: 'relaxed' }, { venueType: 'cafe' }).score).toBe(20);
    expect(cultureScore({ workPace: 'moderate' }, { venueType: 'restaurant' }).score).toBe(12);
    expect(cultureScore({ workPace: 'fast' }, { venueType: 'cafe' }).score).toBe(0);
  });

  it('guest interaction: high or minimal +20, moderate +8', () => {
    expect(cultureScore({ guestInteraction: 'high' }, {}).score).toBe(20);
    expect(cultureScore({ guestInteraction: 'minimal' }, {}).score).toBe(20);
    expect(cultureScore({ guestInteraction: 'moderate' }, {}).score).toBe(8);
  });

  it('a team size match gives +12', () => {
    expect(cultureScore({ teamSize: 'small' }, { teamSize: 'small' }).score).toBe(12);
    expect(cultureScore({ teamSize: 'small' }, { teamSize: 'large' }).score).toBe(0);
  });

  it('service approach gives +10 (when the job states none or the same one)', () => {
    expect(cultureScore({ serviceApproach: 'casual' }, {}).score).toBe(10);
    expect(cultureScore({ serviceApproach: 'casual' }, { serviceApproach: 'casual' }).score).toBe(
      10,
    );
    expect(cultureScore({ serviceApproach: 'casual' }, { serviceApproach: 'formal' }).score).toBe(
      0,
    );
  });

  it('primary values: +8 each for teamwork and quality, +6 each for the others', () => {
    expect(cultureScore({ primaryValues: ['teamwork', 'quality'] }, {}).score).toBe(16);
    expect(
      cultureScore({ primaryValues: ['innovation', 'tradition', 'sustainability', 'growth'] }, {})
        .score,
    ).toBe(24);
    expect(
      cultureScore({ primaryValues: ['teamwork', 'growth'] }, { values: ['growth'] }).score,
    ).toBe(6);
    expect(CULTURE_POINTS.value).toEqual({
      teamwork: 8,
      quality: 8,
      innovation: 6,
      tradition: 6,
      sustainability: 6,
      growth: 6,
    });
  });

  it('is capped at 100 and gives reasons in plain words', () => {
    const result = cultureScore(
      {
        workPace: 'fast',
        guestInteraction: 'high',
        teamSize: 'small',
        serviceApproach: 'personalized',
        primaryValues: [
          'teamwork',
          'quality',
          'innovation',
          'tradition',
          'sustainability',
          'growth',
        ],
      },
      {
        pace: 'fast',
        teamSize: 'small',
        serviceApproach: 'personalized',
        values: ['teamwork', 'quality'],
      },
    );
    expect(result.score).toBe(83); // 25 + 20 + 12 + 10 + 16
    expect(result.reasons).toContain('Matches your fast pace');
    const everything = cultureScore(
      {
        workPace: 'fast',
        guestInteraction: 'high',
        teamSize: 'small',
        serviceApproach: 'personalized',
        primaryValues: [
          'teamwork',
          'quality',
          'innovation',
          'tradition',
          'sustainability',
          'growth',
        ],
      },
      { pace: 'fast', teamSize: 'small' },
    );
    expect(everything.score).toBe(100);
  });
});
