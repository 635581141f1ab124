import * as C from './constants';
import {
  cardReasons,
  carouselDotCount,
  jobCultureScore,
  nextSlide,
  personalityScore,
  previousSlide,
} from './carousel';
import { companyName, jobTitle, MISSING_VALUE, orMissing, UNTITLED_ROLE } from './job-display';
import { cultureColour, matchColour } from './match-colours';
import { formatPay } from './pay';

describe('the recommended-jobs carousel (spec sections 2, 4 and 9)', () => {
  it('shows up to 5 dots (CAROUSEL_MAX_DOTS)', () => {
    expect(C.CAROUSEL_MAX_DOTS).toBe(5);
    expect([0, 1, 4, 5, 6, 12].map(carouselDotCount)).toEqual([0, 1, 4, 5, 5, 5]);
  });

  it('advances every 5 s (CAROUSEL_AUTO_ADVANCE_MS) and wraps around', () => {
    expect(C.CAROUSEL_AUTO_ADVANCE_MS).toBe(5000);
    expect(nextSlide(0, 3)).toBe(1);
    expect(nextSlide(2, 3)).toBe(0);
    expect(previousSlide(0, 3)).toBe(2);
    expect(previousSlide(2, 3)).toBe(1);
    expect(nextSlide(0, 0)).toBe(0);
  });

  it('scrolls 350 px a step (CAROUSEL_SCROLL_STEP_PX)', () => {
    expect(C.CAROUSEL_SCROLL_STEP_PX).toBe(350);
  });

  it('keeps at most 3 reasons per card (CARD_MAX_REASONS)', () => {
    expect(C.CARD_MAX_REASONS).toBe(3);
    expect(cardReasons(['a', 'b', 'c', 'd'])).toEqual(['a', 'b', 'c']);
    expect(cardReasons(undefined)).toEqual([]);
  });

  it('reads the culture score from cultureScore, culturalMatchScore or culturalMatch', () => {
    expect(jobCultureScore({ cultureScore: 81 })).toBe(81);
    expect(jobCultureScore({ culturalMatchScore: 72 })).toBe(72);
    expect(jobCultureScore({ culturalMatch: { overallScore: 64 } })).toBe(64);
    expect(jobCultureScore({ cultureScore: null })).toBeNull();
  });

  it('falls back to a personality score between 75 and 94 when none is supplied', () => {
    expect(C.FALLBACK_PERSONALITY_SCORE_MIN).toBe(75);
    expect(C.FALLBACK_PERSONALITY_SCORE_MAX).toBe(94);
    expect(personalityScore({ j1: 88 }, 'j1', () => 0)).toBe(88);
    expect(personalityScore({}, 'j2', () => 0)).toBe(75);
    expect(personalityScore(null, 'j2', () => 0.9999)).toBe(94);
  });

  it('colours matches 90+ green, 80+ orange, 70+ yellow, else grey; culture 85/70/60', () => {
    expect([90, 80, 70, 69].map(matchColour)).toEqual(['green', 'orange', 'yellow', 'grey']);
    expect([85, 70, 60, 59].map(cultureColour)).toEqual(['green', 'orange', 'yellow', 'grey']);
  });

  it('shows pay as £x/year, £x.xx/hour, a £/hour range or Competitive salary', () => {
    expect(formatPay({ salaryAmount: 32000, salaryType: 'yearly' })).toBe('£32,000/year');
    expect(formatPay({ salaryAmount: 12.2, salaryType: 'hourly' })).toBe('£12.20/hour');
    expect(formatPay({ salaryMin: 12, salaryMax: 14.5 })).toBe('£12.00–£14.50/hour');
    expect(formatPay({ salaryType: 'hourly' })).toBe('Competitive salary');
  });
});

describe('missing data (spec section 8)', () => {
  it("a missing title shows 'Untitled role'", () => {
    expect(UNTITLED_ROLE).toBe('Untitled role');
    expect(jobTitle({ title: '  ' })).toBe('Untitled role');
    expect(jobTitle({ title: 'Barista' })).toBe('Barista');
  });
  it("a missing company name shows '—'", () => {
    expect(MISSING_VALUE).toBe('—');
    expect(companyName({ company: null })).toBe('—');
    expect(companyName({ company: { name: 'Brew & Co' } })).toBe('Brew & Co');
    expect(orMissing(null)).toBe('—');
  });
});
