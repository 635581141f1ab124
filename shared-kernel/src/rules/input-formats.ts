// What a calendar day, a date-time and a web address sent to the API may look like (issue 28).
// The contract's formats `date`, `date-time` and `http-url` are these checks, registered once
// for the API's validator (api/src/http/validation.ts) and for the forms' TypeBox
// (shared-kernel/src/contract/formats.ts): both sides refuse the same values. Pure: no
// date-fns, no browser; the contract imports it.

/**
 * The years a calendar day or a date-time may be written in. Nothing the marketplace stores is
 * earlier or later; outside them PostgreSQL and JavaScript disagree on how to read a year
 * ('0001' came back as 2001) or refuse it (year 0000: a 500).
 */
export const INPUT_YEARS = { min: 2000, max: 2100 } as const;

/**
 * The largest offset from UTC a date-time may have (±14:00, as far as any time zone goes):
 * PostgreSQL refuses some larger ones (`-16:00`, a 500) and no real clock reads them.
 */
export const MAX_UTC_OFFSET_MINUTES = 14 * 60;

/**
 * The schemes a web address (a website, a logo, a video link) may have: anything else
 * (`javascript:`, `data:`, `ftp:`) is not a page or a picture to link to.
 */
export const WEB_ADDRESS_PROTOCOLS: readonly string[] = ['http:', 'https:'];

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/**
 * RFC 3339: `2026-03-04T10:00:00Z`, `…:00.5+01:00`. At most three decimals of a second: the API
 * reads an instant back in milliseconds, so what is written is what is read back.
 */
const DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.\d{1,3})?(?:Z|[+-](\d{2}):(\d{2}))$/i;
/** The scheme with its `//`, and nothing blank or invisible anywhere in the address. */
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const WEB_ADDRESS = /^https?:\/\/[^\s\u0000-\u001f\u007f]+$/i;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeapYear = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);

/** A real calendar day `YYYY-MM-DD` in INPUT_YEARS ('2026-02-30' and '1970-01-01' are not). */
export function isInputDay(value: string): boolean {
  const match = CALENDAR_DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  if (year < INPUT_YEARS.min || year > INPUT_YEARS.max || month < 1 || month > 12) return false;
  const days = month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month - 1]!;
  return day >= 1 && day <= days;
}

/**
 * An RFC 3339 date-time whose day is an input day (isInputDay), with a real time of day (no
 * leap second) and `Z` or an offset of at most MAX_UTC_OFFSET_MINUTES.
 */
export function isInputDateTime(value: string): boolean {
  const match = DATE_TIME.exec(value);
  if (!match) return false;
  const [, day, hour, minute, second, offsetHours, offsetMinutes] = match;
  if (!isInputDay(day!)) return false;
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return false;
  if (offsetHours === undefined) return true;
  const offset = Number(offsetHours) * 60 + Number(offsetMinutes);
  return Number(offsetMinutes) <= 59 && offset <= MAX_UTC_OFFSET_MINUTES;
}

/**
 * A web address to link to: `http://` or `https://` (WEB_ADDRESS_PROTOCOLS) and a host, without
 * a user name or password (`https://bank.example@evil.example` reads as the wrong site).
 */
export function isWebAddress(value: string): boolean {
  if (!WEB_ADDRESS.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    WEB_ADDRESS_PROTOCOLS.includes(url.protocol) &&
    url.hostname !== '' &&
    url.username === '' &&
    url.password === ''
  );
}
