import { sql } from 'kysely';
import type { Db } from '../db/client.js';
import { kysely } from '../db/kysely.js';
import { hashPassword } from '../modules/auth/passwords.js';
import type { UserType } from '../modules/auth/users.js';

export type DemoAccount = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
};

export const DEMO_CANDIDATE: DemoAccount = {
  email: 'candidate@hospohire.demo',
  password: 'hospohire-demo-1',
  firstName: 'Maya',
  lastName: 'Okafor',
};

export const DEMO_RECRUITER: DemoAccount = {
  email: 'recruiter@hospohire.demo',
  password: 'hospohire-demo-1',
  firstName: 'Tom',
  lastName: 'Reilly',
};

const DEMO_ACCOUNTS: [DemoAccount, UserType][] = [
  [DEMO_CANDIDATE, 'candidate'],
  [DEMO_RECRUITER, 'recruiter'],
];

/**
 * Creates the two demo accounts when there is no user yet. Returns whether it did. They are
 * written verified (email_verified_at, migration 020): the `.demo` addresses receive no mail,
 * and the demo must show every e-mail and team flow.
 */
export async function seedDemoAccounts(db: Db): Promise<boolean> {
  const anyUser = await kysely(db).selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (anyUser) return false;
  for (const [account, userType] of DEMO_ACCOUNTS) {
    await kysely(db)
      .insertInto('users')
      .values({
        email: account.email,
        password_hash: await hashPassword(account.password),
        first_name: account.firstName,
        last_name: account.lastName,
        user_type: userType,
        email_verified_at: sql`now()`,
      })
      .onConflict((oc) => oc.column('email').doNothing())
      .execute();
  }
  return true;
}

export function demoAccountsText(): string {
  return [
    `Demo accounts (password ${DEMO_CANDIDATE.password}):`,
    `  Candidate  ${DEMO_CANDIDATE.email}  (${DEMO_CANDIDATE.firstName} ${DEMO_CANDIDATE.lastName})`,
    `  Recruiter  ${DEMO_RECRUITER.email}  (${DEMO_RECRUITER.firstName} ${DEMO_RECRUITER.lastName})`,
  ].join('\n');
}
