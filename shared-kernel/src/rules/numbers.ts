/**
 * Numbers as en-GB writes them ('12,345', '2.5'), the same text as `toLocaleString('en-GB')`
 * gives, without Intl: a page's first Intl formatter loads ICU's data, a single task of some 50 ms
 * on a fast machine and 200 ms on a phone, which landed in the middle of the landing page's
 * hydration (its live figures). The equivalence is tested against Intl (numbers.test.ts).
 */

/** Digits with a comma between thousands: '1234567' → '1,234,567'. */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * `n`'s digits rounded to at most `maxDecimals` decimals, as Intl rounds: from the shortest text
 * that reads back as `n` (`String(n)`: 3454.8635, not the double's 3454.86349999…), half away
 * from zero. [whole, decimals].
 */
function rounded(n: number, maxDecimals: number): [string, string] {
  const text = String(Math.abs(n));
  if (text.includes('e')) return Math.abs(n).toFixed(maxDecimals).split('.') as [string, string];
  const [whole, decimals = ''] = text.split('.');
  if (decimals.length <= maxDecimals) return [whole, decimals];
  const up = decimals[maxDecimals] >= '5' ? 1n : 0n;
  const digits = (BigInt(whole + decimals.slice(0, maxDecimals)) + up)
    .toString()
    .padStart(maxDecimals + 1, '0');
  const cut = digits.length - maxDecimals;
  return [digits.slice(0, cut), digits.slice(cut)];
}

/**
 * `n` with a comma between thousands and at most `maxDecimals` decimals (trailing zeros dropped,
 * as Intl's default of 3 does): 1234567 → '1,234,567', 2.5 → '2.5', 0.1234 → '0.123'.
 */
export function formatNumber(n: number | bigint, maxDecimals = 3): string {
  if (typeof n === 'bigint')
    return `${n < 0n ? '-' : ''}${groupThousands(String(n < 0n ? -n : n))}`;
  if (!Number.isFinite(n)) return Number.isNaN(n) ? 'NaN' : n > 0 ? '∞' : '-∞';
  const [whole, decimals] = rounded(n, maxDecimals);
  const kept = decimals.replace(/0+$/, '');
  return `${n < 0 ? '-' : ''}${groupThousands(whole)}${kept ? `.${kept}` : ''}`;
}

/** '£12,345' (whole pounds) or '£12.50' (pence): a job's pay amounts. */
export function formatPounds(n: number, decimals: 0 | 2): string {
  const [whole, pence] = rounded(n, decimals);
  const shown = decimals ? `.${pence.padEnd(decimals, '0')}` : '';
  return `${n < 0 ? '-' : ''}£${groupThousands(whole)}${shown}`;
}
