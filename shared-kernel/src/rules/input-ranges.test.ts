import { Value } from 'typebox/value';
import { DateSchema, DateTimeSchema, HttpUrlSchema } from '../contract';
import {
  INPUT_YEARS,
  isInputDateTime,
  isInputDay,
  isWebAddress,
  MAX_UTC_OFFSET_MINUTES,
  WEB_ADDRESS_PROTOCOLS,
} from './input-formats';
import {
  dayOutside,
  INPUT_WINDOWS,
  instantOutside,
  lastDayOf,
  WINDOW_TEXTS,
} from './input-windows';
import { isWholePence, PAY_LIMITS, payProblem } from './pay-limits';

// Issue 28: dates, money and web addresses in range. The API refuses the same values
// (api/test/security-input-ranges.test.ts); these are the rules and their constants.

describe('the constants of issue 28', () => {
  it('date-times: years 2000–2100, offsets within ±14:00, http(s) web addresses', () => {
    expect(INPUT_YEARS).toEqual({ min: 2000, max: 2100 });
    expect(MAX_UTC_OFFSET_MINUTES).toBe(840);
    expect(WEB_ADDRESS_PROTOCOLS).toEqual(['http:', 'https:']);
  });

  it('windows: interviews, offer start dates and closing dates a year, deadlines 60 days', () => {
    expect(INPUT_WINDOWS).toEqual({
      interview: { years: 1 },
      offerStart: { years: 1 },
      offerResponse: { days: 60 },
      jobClosing: { years: 1 },
    });
  });

  it('pay: £1–£500 an hour, £1,000–£1,000,000 a year', () => {
    expect(PAY_LIMITS).toEqual({
      hourly: { min: 1, max: 500 },
      yearly: { min: 1000, max: 1_000_000 },
    });
  });
});

describe('isInputDateTime (the contract date-time format)', () => {
  it.each([
    '2026-03-04T10:00:00Z',
    '2026-03-04T10:00:00.123Z',
    '2026-03-04T10:00:00.5+01:00',
    '2026-03-04t10:00:00z',
    '2000-01-01T00:00:00+14:00',
    '2100-12-31T23:59:59-14:00',
    '2028-02-29T12:00:00Z',
  ])('accepts %s', (value) => {
    expect(isInputDateTime(value)).toBe(true);
    expect(Value.Check(DateTimeSchema, value)).toBe(true);
  });

  it.each([
    ['year 0000', '0000-01-01T10:00:00Z'],
    ['year 0001', '0001-01-01T10:00:00Z'],
    ['year 1970', '1970-01-01T10:00:00Z'],
    ['year 1999', '1999-12-31T23:59:59Z'],
    ['year 2101', '2101-01-01T00:00:00Z'],
    ['year 9999', '9999-12-31T10:00:00Z'],
    ['offset +23:59', '2026-03-04T10:00:00+23:59'],
    ['offset -16:00', '2026-03-04T10:00:00-16:00'],
    ['offset +14:01', '2026-03-04T10:00:00+14:01'],
    ['offset minutes 60', '2026-03-04T10:00:00+01:60'],
    ['offset without colon', '2026-03-04T10:00:00+0100'],
    ['no offset', '2026-03-04T10:00:00'],
    ['microseconds', '2026-03-04T10:00:00.123456Z'],
    ['a leap second', '2026-12-31T23:59:60Z'],
    ['hour 24', '2026-03-04T24:00:00Z'],
    ['30 February', '2026-02-30T10:00:00Z'],
    ['29 February of a common year', '2027-02-29T10:00:00Z'],
    ['a space for T', '2026-03-04 10:00:00Z'],
    ['a day only', '2026-03-04'],
  ])('refuses %s', (_what, value) => {
    expect(isInputDateTime(value)).toBe(false);
    expect(Value.Check(DateTimeSchema, value)).toBe(false);
  });
});

describe('isInputDay (the contract date format)', () => {
  it('accepts a real day in 2000–2100', () => {
    for (const day of ['2000-01-01', '2026-04-30', '2100-12-31', '2028-02-29']) {
      expect(isInputDay(day)).toBe(true);
      expect(Value.Check(DateSchema, day)).toBe(true);
    }
  });

  it('refuses other years, unreal days and other shapes', () => {
    for (const day of ['0000-01-01', '1999-12-31', '2101-01-01', '9999-12-31', '2026-02-30']) {
      expect(isInputDay(day)).toBe(false);
      expect(Value.Check(DateSchema, day)).toBe(false);
    }
    for (const day of ['2026-13-01', '2026-00-10', '2026-4-30', '20260430', 'soon']) {
      expect(isInputDay(day)).toBe(false);
    }
  });
});

describe('isWebAddress (the contract http-url format)', () => {
  const url = HttpUrlSchema(100);

  it.each([
    'https://example.com',
    'http://example.com/logo.png?size=2#top',
    'HTTPS://Example.COM/',
    'https://meet.example.com:8443/xyz',
  ])('accepts %s', (value) => {
    expect(isWebAddress(value)).toBe(true);
    expect(Value.Check(url, value)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript://example.com/%0Aalert(1)',
    'data:image/png;base64,AAAA',
    'ftp://example.com/logo.png',
    'mailto:a@example.com',
    'https:example.com',
    'https://',
    '//example.com',
    'example.com',
    ' https://example.com',
    'https://exa mple.com',
    'https://example.com/\nx',
    'https://bank.example@evil.example',
    '',
  ])('refuses %j', (value) => {
    expect(isWebAddress(value)).toBe(false);
    expect(Value.Check(url, value)).toBe(false);
  });
});

describe('input windows (London days)', () => {
  // 12:00 on 4 March 2026 in London (GMT).
  const now = new Date('2026-03-04T12:00:00Z');

  it('a window ends on its London day: a year, 60 days', () => {
    expect(lastDayOf('interview', now)).toBe('2027-03-04');
    expect(lastDayOf('offerStart', now)).toBe('2027-03-04');
    expect(lastDayOf('jobClosing', now)).toBe('2027-03-04');
    expect(lastDayOf('offerResponse', now)).toBe('2026-05-03');
    // 23:30 UTC on 30 June is 1 July in London.
    expect(lastDayOf('offerResponse', new Date('2026-06-30T23:30:00Z'))).toBe('2026-08-30');
  });

  it('an instant: after now, up to the end of the last day', () => {
    expect(instantOutside('2026-03-04T11:59:59Z', 'interview', now)).toBe('past');
    expect(instantOutside('2026-03-04T12:00:00Z', 'interview', now)).toBe('past');
    expect(instantOutside('2026-03-04T12:00:01Z', 'interview', now)).toBeNull();
    expect(instantOutside('2027-03-04T23:59:59Z', 'interview', now)).toBeNull();
    expect(instantOutside('2027-03-05T00:00:00Z', 'interview', now)).toBe('beyond');
    // Written with an offset: the same instant, on the London day it falls on.
    expect(instantOutside('2027-03-05T00:30:00+01:00', 'interview', now)).toBeNull();
    expect(instantOutside('2026-05-03T23:59:59+01:00', 'offerResponse', now)).toBeNull();
    expect(instantOutside('2026-05-04T00:00:00+01:00', 'offerResponse', now)).toBe('beyond');
  });

  it('a calendar day: today to the last day', () => {
    expect(dayOutside('2026-03-03', 'jobClosing', now)).toBe('past');
    expect(dayOutside('2026-03-04', 'jobClosing', now)).toBeNull();
    expect(dayOutside('2027-03-04', 'offerStart', now)).toBeNull();
    expect(dayOutside('2027-03-05', 'offerStart', now)).toBe('beyond');
    expect(dayOutside('9999-12-31', 'jobClosing', now)).toBe('beyond');
  });

  it('says what is wrong, naming the field', () => {
    expect(WINDOW_TEXTS.pastInstant('Starts at')).toBe('Starts at must be in the future');
    expect(WINDOW_TEXTS.pastDay('Start date')).toBe('Start date must be today or later');
    expect(WINDOW_TEXTS.beyond('Closes on', 'jobClosing')).toBe(
      'Closes on must be at most a year ahead',
    );
    expect(WINDOW_TEXTS.beyond('The response deadline', 'offerResponse')).toBe(
      'The response deadline must be at most 60 days ahead',
    );
  });
});

describe('pay limits', () => {
  it('whole pence, whatever binary fractions do', () => {
    for (const amount of [13.5, 13.505 - 0.005, 0.29, 12.34, 1_000_000, 999_999.99]) {
      expect(isWholePence(amount)).toBe(true);
    }
    for (const amount of [13.505, 0.001, 12.3456, 1000.001]) {
      expect(isWholePence(amount)).toBe(false);
    }
  });

  it('refuses pay out of range for its type, or finer than pence, naming the field', () => {
    const label = 'Salary amount';
    expect(payProblem(0.001, 'hourly', label)).toBe('Salary amount must be at least £1 an hour');
    expect(payProblem(0.5, 'hourly', label)).toBe('Salary amount must be at least £1 an hour');
    expect(payProblem(500.01, 'hourly', label)).toBe('Salary amount must be at most £500 an hour');
    expect(payProblem(999, 'yearly', label)).toBe('Salary amount must be at least £1,000 a year');
    expect(payProblem(1_000_001, 'yearly', label)).toBe(
      'Salary amount must be at most £1,000,000 a year',
    );
    expect(payProblem(13.505, 'hourly', label)).toBe('Salary amount must be in whole pence');
  });

  it('accepts the limits themselves and pay in pence', () => {
    for (const [amount, type] of [
      [1, 'hourly'],
      [13.5, 'hourly'],
      [500, 'hourly'],
      [1000, 'yearly'],
      [28_000, 'yearly'],
      [1_000_000, 'yearly'],
    ] as const) {
      expect(payProblem(amount, type, 'Pay')).toBeNull();
    }
  });
});
