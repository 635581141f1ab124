import { TIP_KINDS } from '../vocabularies';
import {
  formatPayWithTips,
  formatTips,
  NO_TIPS,
  TIP_KIND_TEXTS,
  TIPPING_POLICY_ANCHOR,
  tippingPolicyPath,
  TIPS_AVERAGE_MAX,
  TIPS_NEED_POLICY_MESSAGE,
  tipsProblem,
  tipsSentence,
} from './tips';

describe('tips apart from pay', () => {
  it('knows the four kinds, none first (the default)', () => {
    expect(TIP_KINDS).toEqual(['none', 'tips', 'tronc', 'service_charge']);
    expect(NO_TIPS).toEqual({ kind: 'none' });
    expect(Object.keys(TIP_KIND_TEXTS)).toEqual([...TIP_KINDS]);
  });

  it('says nothing for none, even with an average', () => {
    expect(formatTips({ kind: 'none' })).toBe('');
    expect(formatTips({ kind: 'none', averagePerHour: 2.5 })).toBe('');
    expect(formatTips(null)).toBe('');
    expect(formatTips(undefined)).toBe('');
  });

  it.each([
    ['tips', '+ tips'],
    ['tronc', '+ tips shared by tronc'],
    ['service_charge', '+ a share of the service charge'],
  ] as const)('words %s', (kind, text) => {
    expect(formatTips({ kind })).toBe(text);
    expect(formatTips({ kind, averagePerHour: null })).toBe(text);
    expect(formatTips({ kind, averagePerHour: 2.5 })).toBe(`${text}, about £2.50/hour`);
  });

  it('puts the tips after the base pay', () => {
    const pay = { salaryType: 'hourly' as const, salaryAmount: 12.71 };
    expect(formatPayWithTips(pay, { kind: 'tronc', averagePerHour: 2.5 })).toBe(
      '£12.71/hour + tips shared by tronc, about £2.50/hour',
    );
    expect(formatPayWithTips(pay, { kind: 'tips' })).toBe('£12.71/hour + tips');
    expect(formatPayWithTips(pay, { kind: 'service_charge', averagePerHour: 3 })).toBe(
      '£12.71/hour + a share of the service charge, about £3.00/hour',
    );
    expect(formatPayWithTips(pay, { kind: 'none' })).toBe('£12.71/hour');
    expect(formatPayWithTips('£28,000/year', { kind: 'tips' })).toBe('£28,000/year + tips');
  });

  it('links to the company page’s policy section', () => {
    expect(TIPPING_POLICY_ANCHOR).toBe('tipping-policy');
    expect(tippingPolicyPath('the-crown')).toBe('/company/the-crown#tipping-policy');
  });

  it('accepts an average above £0, up to £100, in whole pence, with a kind', () => {
    expect(TIPS_AVERAGE_MAX).toBe(100);
    expect(tipsProblem({ kind: 'tips' })).toBeNull();
    expect(tipsProblem({ kind: 'tronc', averagePerHour: 2.5 })).toBeNull();
    expect(tipsProblem({ kind: 'tronc', averagePerHour: 100 })).toBeNull();
    expect(tipsProblem({ kind: 'tronc', averagePerHour: 0.01 })).toBeNull();
    expect(tipsProblem({ kind: 'tronc', averagePerHour: 0 })).toMatch(/^Tips: /);
    expect(tipsProblem({ kind: 'tronc', averagePerHour: -1 })).toMatch(/^Tips: /);
    expect(tipsProblem({ kind: 'tronc', averagePerHour: 100.01 })).toMatch(/^Tips: /);
    expect(tipsProblem({ kind: 'tronc', averagePerHour: 2.505 })).toMatch(/whole pence/);
    expect(tipsProblem({ kind: 'none', averagePerHour: 2 })).toMatch(/^Tips: /);
  });

  it('names tips when the policy is missing', () => {
    expect(TIPS_NEED_POLICY_MESSAGE).toBe(
      'Tips: write your tipping policy before a job says it has tips',
    );
  });
});

describe('the tips sentence of a description', () => {
  it('says the tips come on top of the pay, nothing for none', () => {
    expect(tipsSentence({ kind: 'none' })).toBe('');
    expect(tipsSentence({ kind: 'tips' })).toBe('On top of the pay: tips.');
    expect(tipsSentence({ kind: 'tronc', averagePerHour: 2.5 })).toBe(
      'On top of the pay: tips shared by tronc, about £2.50/hour.',
    );
    expect(tipsSentence({ kind: 'service_charge' })).toBe(
      'On top of the pay: a share of the service charge.',
    );
  });
});
