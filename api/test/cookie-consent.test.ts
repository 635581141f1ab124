import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  ACCEPT_ALL,
  COOKIE_CONSENT_FORM_PATH,
  COOKIE_CONSENT_NAME,
  REJECT_ALL,
  parseCookieConsent,
} from 'shared-kernel/cookies';
import { COOKIE_CONSENT_DAYS } from 'shared-kernel/rules';
import {
  ALLOWED_ORIGIN,
  cookieAttributes,
  startTestApp,
  type TestApp,
} from './support/test-app.js';

// Issue 42 item 3 ("the cookie banner works on the first tap"): the banner's Reject All and
// Accept All are an HTML form's buttons; tapped before the page's script has started, the browser
// posts the decision here, and the API saves it as the app would and sends the page back.

/** The form post a browser sends from a page of this site. */
function postDecision(
  t: TestApp,
  body: string,
  headers: Record<string, string> = { origin: ALLOWED_ORIGIN },
) {
  return fetch(`${t.url}${COOKIE_CONSENT_FORM_PATH}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body,
  });
}

describe('POST /api/cookie-consent (the banner as a form)', () => {
  let t: TestApp;
  before(async () => {
    t = await startTestApp();
  });
  after(() => t.close());

  it('saves Reject All in the app’s cookie (365 days, Lax) and sends the page back (303)', async () => {
    const res = await postDecision(t, 'decision=reject', {
      origin: ALLOWED_ORIGIN,
      referer: `${ALLOWED_ORIGIN}/job-search?q=chef`,
    });
    assert.equal(res.status, 303);
    assert.equal(res.headers.get('location'), '/job-search?q=chef');
    const setCookie = res.headers.get('set-cookie')!;
    assert.ok(setCookie.startsWith(`${COOKIE_CONSENT_NAME}=`));
    const attributes = cookieAttributes(setCookie);
    assert.equal(attributes['max-age'], String(COOKIE_CONSENT_DAYS * 24 * 60 * 60));
    assert.equal(attributes.samesite, 'Lax');
    assert.equal(attributes.httponly, undefined); // the app reads it
    assert.deepEqual(parseCookieConsent(setCookie.split(';')[0]), REJECT_ALL);
  });

  it('saves Accept All; without a page of this site to go back to, sends the landing page', async () => {
    for (const referer of [undefined, 'not a url', 'https://hospohire.example//evil.example']) {
      const res = await postDecision(t, 'decision=accept', {
        origin: ALLOWED_ORIGIN,
        ...(referer ? { referer } : {}),
      });
      assert.equal(res.status, 303);
      assert.equal(res.headers.get('location'), '/');
      assert.deepEqual(
        parseCookieConsent(res.headers.get('set-cookie')!.split(';')[0]),
        ACCEPT_ALL,
      );
    }
  });

  it('refuses a decision it does not know (400, naming the field), and sets nothing', async () => {
    const res = await postDecision(t, 'decision=maybe');
    assert.equal(res.status, 400);
    assert.equal(res.headers.get('set-cookie'), null);
    assert.deepEqual(await res.json(), {
      message: "Decision must be 'accept' or 'reject'",
      field: 'decision',
    });
  });

  it('refuses another site’s form (403) and a form without an Origin (415)', async () => {
    const crossSite = await postDecision(t, 'decision=accept', { origin: 'https://evil.example' });
    assert.equal(crossSite.status, 403);
    assert.equal(crossSite.headers.get('set-cookie'), null);
    const noOrigin = await postDecision(t, 'decision=accept', {});
    assert.equal(noOrigin.status, 415);
    assert.equal(noOrigin.headers.get('set-cookie'), null);
  });
});
