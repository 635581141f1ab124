import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  APPLICATION_STATUSES,
  canChangeStatus,
  statusAfterInterview,
  statusAfterOffer,
  transitionMessage,
} from '../src/modules/applications/transitions.js';

// Every allowed change, written out by hand (decisions section 4); everything else is refused.
const RECRUITER_ALLOWED = new Set([
  'applied>reviewed',
  'reviewed>interviewed',
  'interviewed>offered',
  'applied>rejected',
  'reviewed>rejected',
  'interviewed>rejected',
  'offered>rejected',
]);
const CANDIDATE_ALLOWED = new Set(['offered>accepted', 'offered>declined']);

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
    for (const closed of ['rejected', 'accepted', 'declined'] as const) {
      assert.equal(statusAfterInterview(closed), null);
    }
  });

  test('making an offer', () => {
    for (const open of ['applied', 'reviewed', 'interviewed', 'offered'] as const) {
      assert.equal(statusAfterOffer(open), 'offered');
    }
    for (const closed of ['rejected', 'accepted', 'declined'] as const) {
      assert.equal(statusAfterOffer(closed), null);
    }
  });

  test('the refusal names both statuses', () => {
    assert.equal(
      transitionMessage('applied', 'offered'),
      'Cannot move an application from applied to offered',
    );
  });
});
