import { formatNumber, formatPounds } from './numbers';

describe('formatNumber: en-GB numbers without Intl', () => {
  const intl = new Intl.NumberFormat('en-GB');

  it('writes counts and decimals as toLocaleString("en-GB") does', () => {
    const values: number[] = [0, 1, 12, 999, 1000, 1001, 12_345, 999_999, 1_000_000, 2.5, 0.1234];
    values.push(1234.5678, 0.0005, 0.0004, 1.9995, -1, -1234.5, -0.25, 10 ** 15);
    for (let i = 0; i < 2_000; i++) values.push(Math.round(Math.random() * 1e9));
    for (let i = 0; i < 2_000; i++) values.push(Math.round(Math.random() * 1e8) / 10 ** (i % 6));
    for (const value of values)
      expect([value, formatNumber(value)]).toEqual([value, intl.format(value)]);
  });

  it('writes a bigint with its thousands', () => {
    expect(formatNumber(1_234_567n)).toBe(intl.format(1_234_567n));
    expect(formatNumber(-1000n)).toBe('-1,000');
  });

  it('keeps fewer decimals when asked', () => {
    expect(formatNumber(2.345, 1)).toBe('2.3');
    expect(formatNumber(1234.96, 0)).toBe('1,235');
  });
});

describe('formatPounds', () => {
  it('writes whole pounds or pence with the pound sign', () => {
    expect(formatPounds(35_000, 0)).toBe('£35,000');
    expect(formatPounds(12.5, 2)).toBe('£12.50');
    expect(formatPounds(-3, 2)).toBe('-£3.00');
  });
});
