import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  INVITATION_LIMIT_TEXTS,
  INVITATION_LIMITS,
  nextAllowedAt,
} from '../src/modules/companies/invitation-limits.js';

// Issue 41, item 8: the invitation limits, in one place (no app: pure).

const hour = 3_600_000;
const at = (hoursAgo: number, now: number) => new Date(now - hoursAgo * hour);

describe('invitation limits', () => {
  test('20 a day per company, 3 a day per address, over 24 hours', () => {
    assert.deepEqual(INVITATION_LIMITS, { perCompany: 20, perAddress: 3, windowHours: 24 });
  });

  test('under the limit: no wait', () => {
    const now = Date.now();
    assert.equal(nextAllowedAt([at(1, now), at(2, now)], 3), null);
    assert.equal(nextAllowedAt([], 1), null);
  });

  test('at the limit: free again when the oldest that keeps it full is 24 hours old', () => {
    const now = Date.parse('2026-11-29T12:00:00Z');
    const sent = [at(1, now), at(23, now), at(5, now)];
    assert.equal(nextAllowedAt(sent, 3)?.toISOString(), '2026-11-29T13:00:00.000Z');
    // Over the limit (sent before the limit was lowered): the wait is for the surplus too.
    const more = [at(1, now), at(2, now), at(3, now), at(4, now)];
    assert.equal(nextAllowedAt(more, 3)?.toISOString(), '2026-11-30T09:00:00.000Z');
  });

  test('the messages name the limit and the time, in London', () => {
    const when = new Date('2026-11-30T13:00:00Z');
    assert.equal(
      INVITATION_LIMIT_TEXTS.company(when),
      'Your company has sent 20 invitations in the last 24 hours. Try again after Mon 30 Nov 2026, 13:00 (London time).',
    );
    assert.match(INVITATION_LIMIT_TEXTS.address(when), /3 invitations in the last 24 hours/);
  });
});
