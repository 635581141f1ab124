// E-mail ownership (issue 28): until a new user follows the verification link of their welcome
// e-mail, the API sends them no other e-mail and they accept no team invitation. Specs whose new
// users must get notification mail verify them here, the way a person does: the link from the
// real SMTP sink, posted as the /verify-email page posts it.
import { expect, type APIRequestContext } from '@playwright/test';
import { waitForMail } from './mail';

/** The subjects of the mails that carry a verification link. */
const VERIFICATION_SUBJECT = /^(Welcome to HospoHire|Confirm your email address)/;

/** The newest verification link e-mailed to `email` (its path and query, for page.goto). */
export async function verificationLinkFor(email: string): Promise<string> {
  const mail = await waitForMail(email, { subject: VERIFICATION_SUBJECT });
  const link = /https?:\/\/\S+\/verify-email\?token=[\w-]+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeTruthy();
  const url = new URL(link as string);
  return `${url.pathname}${url.search}`;
}

/** Verifies `email` by its e-mailed link, through `api` (any context: the link needs no session). */
export async function verifyByEmailedLink(api: APIRequestContext, email: string): Promise<void> {
  const token = new URL(await verificationLinkFor(email), 'http://x').searchParams.get('token');
  const verified = await api.post('/api/auth/verify-email', { data: { token } });
  expect(verified.status(), await verified.text()).toBe(204);
}
