import * as C from './constants';
import { COMPETITIVE_SALARY, formatPay } from './pay';
import { assessmentProgress, profileCompletion } from './profile';
import { cultureColour, matchColour } from './match-colours';

describe('business constants (spec section 9)', () => {
  it('notifications and the live connection', () => {
    expect(C.NOTIFICATION_LIST_CAP).toBe(100);
    expect(C.RECONNECT_MAX_ATTEMPTS).toBe(5);
    expect(C.NORMAL_CLOSE_CODE).toBe(1000);
    expect(C.RECONNECT_INITIAL_MS).toBe(1000);
    expect(C.RECONNECT_CAP_MS).toBe(30000);
    expect(C.RECONNECT_JITTER).toBe(0.2);
  });

  it('the carousel', () => {
    expect(C.CAROUSEL_AUTO_ADVANCE_MS).toBe(5000);
    expect(C.CAROUSEL_SCROLL_STEP_PX).toBe(350);
    expect(C.CAROUSEL_MAX_DOTS).toBe(5);
    expect(C.CARD_MAX_REASONS).toBe(3);
  });

  it('recent applications and dates', () => {
    expect(C.RECENT_APPLICATIONS_SHOWN).toBe(5);
    expect(C.SHORT_DATE_FORMAT).toBe('MMM d');
  });

  it('toasts, tooltips, scroll areas and cookies', () => {
    expect(C.TOAST_LIMIT).toBe(1);
    expect(C.TOAST_REMOVE_DELAY_MS).toBe(1000000);
    expect(C.TOAST_DURATION_MS).toBe(5000);
    expect(C.TOAST_MAX_WIDTH_PX).toBe(420);
    expect(C.TOOLTIP_DELAY_MS).toBe(700);
    expect(C.TOOLTIP_SKIP_DELAY_MS).toBe(300);
    expect(C.SCROLL_AREA_HIDE_DELAY_MS).toBe(600);
    expect(C.COOKIE_CONSENT_DAYS).toBe(365);
    expect(C.COOKIE_CONSENT_SAME_SITE).toBe('Lax');
  });

  it('the fallback personality score lies between 75 and 94', () => {
    expect(C.fallbackPersonalityScore(() => 0)).toBe(75);
    expect(C.fallbackPersonalityScore(() => 0.9999)).toBe(94);
  });
});

describe('pay display', () => {
  it("yearly shows '£x/year'", () => {
    expect(formatPay({ salaryAmount: 28000, salaryType: 'yearly' })).toBe('£28,000/year');
  });
  it("hourly shows '£x.xx/hour'", () => {
    expect(formatPay({ salaryAmount: 12.5, salaryType: 'hourly' })).toBe('£12.50/hour');
  });
  it('min/max shows in £/hour', () => {
    expect(formatPay({ salaryMin: 11.44, salaryMax: 13 })).toBe('£11.44–£13.00/hour');
    expect(formatPay({ salaryMin: 11.44, salaryMax: 13, salaryType: 'hourly' })).toBe(
      '£11.44–£13.00/hour',
    );
  });
  it('a min/max range stated yearly shows per year, not as an hourly rate', () => {
    expect(formatPay({ salaryMin: 35000, salaryMax: 39000, salaryType: 'yearly' })).toBe(
      '£35,000–£39,000/year',
    );
  });
  it('writes amounts as Intl.NumberFormat en-GB does, for every amount in pounds or pence', () => {
    const intl = [0, 2].map(
      (decimals) =>
        new Intl.NumberFormat('en-GB', {
          minimumFractionDigits: decimals,
          maximumFractionDigits: decimals,
        }),
    );
    const amounts: number[] = [];
    // Every penny up to £100.00 (each half-pound rounding too), then pounds and pence across the
    // thousands and millions.
    for (let pence = 0; pence <= 10_000; pence++) amounts.push(pence / 100);
    for (let i = 0; i < 3_000; i++) amounts.push(Math.round(Math.random() * 1e9) / 100);
    amounts.push(999.995, 1_000_000, 12_345_678.9);
    for (const amount of amounts) {
      expect(formatPay({ salaryAmount: amount, salaryType: 'yearly' })).toBe(
        amount > 0 ? `£${intl[0].format(amount)}/year` : COMPETITIVE_SALARY,
      );
      expect(formatPay({ salaryAmount: amount, salaryType: 'hourly' })).toBe(
        amount > 0 ? `£${intl[1].format(amount)}/hour` : COMPETITIVE_SALARY,
      );
    }
  });
  it("otherwise 'Competitive salary'", () => {
    expect(formatPay({})).toBe(COMPETITIVE_SALARY);
    expect(COMPETITIVE_SALARY).toBe('Competitive salary');
  });
});

describe('profile completion, at most 100', () => {
  it('starts at 25', () => expect(profileCompletion(null)).toBe(25));
  it('adds bio 15, experience 15, phone 10, personality 20, a skill 15', () => {
    expect(profileCompletion({ bio: 'Barista' })).toBe(40);
    expect(profileCompletion({ experience: '3 years' })).toBe(40);
    expect(profileCompletion({ phoneNumber: '07700 900123' })).toBe(35);
    expect(profileCompletion({ personalityType: 'The Host' })).toBe(45);
    expect(profileCompletion({ skills: ['latte art'] })).toBe(40);
    expect(profileCompletion({ skills: [] })).toBe(25);
  });
  it('a full profile is 100', () => {
    expect(
      profileCompletion({
        bio: 'b',
        experience: 'e',
        phoneNumber: 'p',
        personalityType: 't',
        skills: ['s', 'k'],
      }),
    ).toBe(100);
  });
});

describe('assessment progress: 2 assessments, 50% each', () => {
  it('none done: 0%, link to personality', () => {
    expect(assessmentProgress(null, null)).toEqual({
      personalityDone: false,
      cultureDone: false,
      percent: 0,
      nextHref: '/assessments?tab=personality',
    });
  });
  it('personality done when the profile has a personalityType; then the link goes to culture', () => {
    const p = assessmentProgress({ personalityType: 'The Host' }, {});
    expect(p.percent).toBe(50);
    expect(p.nextHref).toBe('/assessments?tab=culture');
  });
  it('culture done when stored responses are not empty', () => {
    const p = assessmentProgress(null, { workPace: 'fast' });
    expect(p).toMatchObject({
      cultureDone: true,
      percent: 50,
      nextHref: '/assessments?tab=personality',
    });
  });
  it('both done: 100%, the link goes to personality again', () => {
    const p = assessmentProgress({ personalityType: 'x' }, { workPace: 'fast' });
    expect(p).toMatchObject({ percent: 100, nextHref: '/assessments?tab=personality' });
  });
});

describe('score colours', () => {
  it('match: 90+ green, 80+ orange, 70+ yellow, else grey', () => {
    expect([95, 90, 89, 80, 79, 70, 69].map(matchColour)).toEqual([
      'green',
      'green',
      'orange',
      'orange',
      'yellow',
      'yellow',
      'grey',
    ]);
  });
  it('culture: 85+, 70+, 60+, else grey', () => {
    expect([85, 84, 70, 69, 60, 59].map(cultureColour)).toEqual([
      'green',
      'orange',
      'orange',
      'yellow',
      'yellow',
      'grey',
    ]);
  });
});
