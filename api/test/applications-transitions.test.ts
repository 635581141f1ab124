import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  APPLICATION_STATUSES,
  canChangeStatus,
  statusAfterInterview,
  statusAfterOffer,
  transitionMessage,
} from '../src/modules/applications/transitions.js';

// Every allowed bare status change, written out by hand (decisions section 4, issue 13);
// everything else is refused. interviewed and offered come only with an interview or an offer.
const RECRUITER_ALLOWED = new Set([
  'applied>reviewed',
  'applied>rejected',
  'reviewed>rejected',
  'interviewed>rejected',
  'offered>rejected',
]);
const CANDIDATE_ALLOWED = new Set([
  'offered>accepted',
  'offered>declined',
  'applied>withdrawn',
  'reviewed>withdrawn',
  'interviewed>withdrawn',
  'offered>withdrawn',
]);

describe('application transitions', () => {
  for (const from of APPLICATION_STATUSES) {
    for (const to of APPLICATION_STATUSES) {
      test(`${from} → ${to}`, () => {
        assert.equal(
          canChangeStatus('recruiter', from, to),
          RECRUITER_ALLOWED.has(`${from}>${to}`),
        );
        assert.equal(
          canChangeStatus('candidate', from, to),
          CANDIDATE_ALLOWED.has(`${from}>${to}`),
        );
      });
    }
  }

  test('scheduling an interview', () => {
    assert.equal(statusAfterInterview('applied'), 'interviewed');
    assert.equal(statusAfterInterview('reviewed'), 'interviewed');
    assert.equal(statusAfterInterview('interviewed'), 'interviewed');
    assert.equal(statusAfterInterview('offered'), 'offered');
    for (const closed of ['rejected', 'accepted', 'declined', 'withdrawn'] as const) {
      assert.equal(statusAfterInterview(closed), null);
    }
  });

  test('making an offer: only from reviewed or interviewed', () => {
    for (const from of ['reviewed', 'interviewed'] as const) {
      assert.equal(statusAfterOffer(from), 'offered');
    }
    for (const from of [
      'applied',
      'offered',
      'rejected',
      'accepted',
      'declined',
      'withdrawn',
    ] as const) {
      assert.equal(statusAfterOffer(from), null);
    }
  });

  test('the refusal says what to do instead, or names both statuses', () => {
    assert.equal(
      transitionMessage('reviewed', 'interviewed'),
      'Schedule an interview to move an application to interviewed',
    );
    assert.equal(
      transitionMessage('applied', 'offered'),
      'Make an offer to move an application to offered',
    );
    assert.equal(
      transitionMessage('reviewed', 'accepted'),
      'Cannot move an application from reviewed to accepted',
    );
  });
});
