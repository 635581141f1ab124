import {
  expect,
  test,
  type Browser,
  type BrowserContext,
  type Page,
  type WebSocket,
} from '@playwright/test';
import { waitForMail } from '../support/mail';
import { E2E_PORTS } from '../support/stack';
import { expectSignedOutNav, PASSWORD, signInThroughForm, uniqueEmail } from '../support/users';
import { decideCookies, expectLiveOpen } from './shell-support';

// Issue 12: every end of a session ends its live sockets (4401, and the page then treats the user
// as signed out), the socket's address names nobody, and /email-demo shows only one's own mail.

const HOST = `http://localhost:${E2E_PORTS.host}`;
const LIVE_URL = `ws://localhost:${E2E_PORTS.host}/api/ws/notifications`;

async function signUp(page: Page, userType: 'candidate' | 'recruiter' = 'candidate') {
  const email = uniqueEmail('sessions');
  const response = await page.request.post('/api/auth/signup', {
    data: { email, password: PASSWORD, firstName: 'Sol', lastName: 'Vega', userType },
  });
  expect(response.status(), await response.text()).toBe(201);
  return email;
}

type SignedInTab = {
  context: BrowserContext;
  page: Page;
  /** Every WebSocket the page opened, in order. */
  sockets: WebSocket[];
};

/** A browser of its own (its own session) signed in as `email`, on /chat-test with live open. */
async function signedInTab(browser: Browser, email: string): Promise<SignedInTab> {
  const context = await browser.newContext({ baseURL: HOST });
  await decideCookies(context, HOST);
  const page = await context.newPage();
  const sockets: WebSocket[] = [];
  page.on('websocket', (socket) => sockets.push(socket));
  await signInThroughForm(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/chat-test');
  await expectLiveOpen(page);
  return { context, page, sockets };
}

/** The page's current live socket (the last it opened), and a promise of its close. */
function currentSocket(tab: SignedInTab) {
  const socket = tab.sockets[tab.sockets.length - 1];
  expect(socket, 'the page opened a live socket').toBeTruthy();
  const closed = socket.isClosed()
    ? Promise.resolve()
    : new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return { socket, closed };
}

test('signing out in one browser closes that session’s socket; the other browser’s stays open', async ({
  browser,
  page,
}) => {
  const email = await signUp(page);
  const one = await signedInTab(browser, email);
  const two = await signedInTab(browser, email);

  // The socket's address is the bare path: no e-mail, no query.
  for (const tab of [one, two]) {
    expect(tab.sockets.length).toBeGreaterThan(0);
    for (const socket of tab.sockets) {
      expect(socket.url()).toBe(LIVE_URL);
      expect(socket.url()).not.toContain(encodeURIComponent(email));
      expect(socket.url()).not.toContain(email);
    }
  }

  const socketOne = currentSocket(one);
  const socketTwo = currentSocket(two);
  const opened = one.sockets.length;
  // Browser one signs out with its own cookie, without leaving the page: the server ends that
  // session and closes its socket (4401); the page then shows it is signed out.
  const logout = await one.page.request.get('/api/logout', { maxRedirects: 0 });
  expect(logout.status()).toBe(302);
  await socketOne.closed;
  await expect(one.page.getByText('Not signed in')).toBeVisible();
  // It does not try again: no new socket.
  await one.page.waitForTimeout(2500);
  expect(one.sockets).toHaveLength(opened);

  // Browser two (the other session) is untouched.
  expect(socketTwo.socket.isClosed()).toBe(false);
  await expectLiveOpen(two.page, 1000);
  expect((await two.page.request.get('/api/auth/user')).status()).toBe(200);
  await one.context.close();
  await two.context.close();
});

test('a password reset through the e-mailed link closes the socket of a browser still signed in', async ({
  browser,
  page,
}) => {
  const email = await signUp(page);
  const signedIn = await signedInTab(browser, email);
  const live = currentSocket(signedIn);

  // Someone with the mailbox resets the password in another, signed-out browser.
  const visitorContext = await browser.newContext({ baseURL: HOST });
  await decideCookies(visitorContext, HOST);
  const visitor = await visitorContext.newPage();
  await visitor.goto('/forgot-password');
  await visitor.getByLabel('Email').fill(email);
  await visitor.getByRole('button', { name: 'Send reset link' }).click();
  const mail = await waitForMail(email, { subject: /Reset your HospoHire password/ });
  const link = /https?:\/\/\S+\/reset-password\?code=\S+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeTruthy();
  await visitor.goto(link as string);
  await visitor.getByLabel('New password', { exact: true }).fill('a-whole-new-pass-5');
  await visitor.getByLabel('Confirm password').fill('a-whole-new-pass-5');
  await visitor.getByRole('button', { name: 'Set new password' }).click();
  await expect(visitor.getByText(/Your password has been changed/)).toBeVisible();

  // The signed-in browser's socket is closed by the server, and its next page is signed out.
  await live.closed;
  await signedIn.page.goto('/dashboard');
  await expectSignedOutNav(signedIn.page);
  expect((await signedIn.page.request.get('/api/auth/user')).status()).toBe(401);
  await signedIn.context.close();
  await visitorContext.close();
});

test('/email-demo shows the signed-in user’s own e-mails only; signed out the mailbox is 401', async ({
  browser,
  page,
}) => {
  const mine = await signUp(page, 'candidate');
  // Someone else, with a reset link in their mail.
  const theirs = uniqueEmail('sessions-other');
  const other = await page.request.post('/api/auth/signup', {
    data: {
      email: theirs,
      password: PASSWORD,
      firstName: 'Oz',
      lastName: 'Reed',
      userType: 'candidate',
    },
  });
  expect(other.status()).toBe(201);
  await page.request.post('/api/auth/forgot-password', { data: { email: theirs } });
  await waitForMail(theirs, { subject: /Reset your HospoHire password/ });

  const context = await browser.newContext({ baseURL: HOST });
  await decideCookies(context, HOST);
  const me = await context.newPage();
  await signInThroughForm(me, mine);
  await expect(me).toHaveURL(/\/dashboard$/);
  await me.goto('/email-demo');
  await expect(me.getByRole('heading', { name: 'Email Demo' })).toBeVisible();
  await expect(me.getByText(`e-mails HospoHire sent to ${mine}`)).toBeVisible();
  await expect(me.getByRole('button', { name: /^Welcome to HospoHire/ })).toBeVisible();
  await expect(me.getByRole('button', { name: /Reset your HospoHire password/ })).toHaveCount(0);
  await expect(me.getByText(theirs)).toHaveCount(0);

  // No address reads anyone else's mail; signed out, not even one's own.
  const unscoped = await me.request.get(`/api/dev/mailbox?to=${encodeURIComponent(theirs)}`);
  expect(unscoped.status()).toBe(404);
  expect(await unscoped.text()).not.toContain(theirs);
  const signedOut = await browser.newContext({ baseURL: HOST });
  expect((await signedOut.request.get('/api/dev/mailbox/mine')).status()).toBe(401);
  await signedOut.close();
  await context.close();
});
