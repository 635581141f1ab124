import { isJobOpen, isPastClosingDate, jobStatusNow } from './job-open';

// 27 Nov 2026 is GMT (London = UTC); 30 Jun 2026 is BST (London = UTC+1).
const at = (iso: string) => new Date(iso);

test('a job closing today is open all of that London day', () => {
  const job = { status: 'open' as const, closesOn: '2026-11-27' };
  expect(isJobOpen(job, at('2026-11-27T00:00:00Z'))).toBe(true);
  expect(isJobOpen(job, at('2026-11-27T23:59:59Z'))).toBe(true);
  expect(isJobOpen(job, at('2026-11-28T00:00:00Z'))).toBe(false);
  expect(jobStatusNow(job, at('2026-11-28T00:00:00Z'))).toBe('closed');
});

test('the closing day is London’s, not UTC’s', () => {
  const job = { status: 'open' as const, closesOn: '2026-06-30' };
  // 23:30 UTC on 30 June is 00:30 on 1 July in London: closed.
  expect(isPastClosingDate(job.closesOn, at('2026-06-30T23:30:00Z'))).toBe(true);
  expect(isJobOpen(job, at('2026-06-30T22:59:00Z'))).toBe(true);
});

test('no closing date, drafts and closed jobs', () => {
  const now = at('2026-11-27T12:00:00Z');
  expect(isJobOpen({ status: 'open', closesOn: null }, now)).toBe(true);
  expect(isPastClosingDate(null, now)).toBe(false);
  expect(isJobOpen({ status: 'closed', closesOn: null }, now)).toBe(false);
  expect(jobStatusNow({ status: 'draft', closesOn: '2020-01-01' }, now)).toBe('draft');
  expect(isJobOpen({ status: 'draft', closesOn: null }, now)).toBe(false);
});
