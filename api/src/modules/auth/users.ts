import type { User as UserJson, UserType } from 'shared-kernel/contract';
import type { Db } from '../../db/client.js';
import { kysely } from '../../db/kysely.js';

export type { UserJson, UserType };

export type User = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  userType: UserType;
  profileImageUrl: string | null;
  /** When the user proved they own `email` (the e-mailed verification link); null until then. */
  emailVerifiedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

/** The columns of `users` as a `User`, for a Kysely select or returning; `table`: `users` or its alias. */
export const userColumns = <T extends string>(table: T) =>
  [
    `${table}.id`,
    `${table}.email`,
    `${table}.first_name as firstName`,
    `${table}.last_name as lastName`,
    `${table}.user_type as userType`,
    `${table}.profile_image_url as profileImageUrl`,
    `${table}.email_verified_at as emailVerifiedAt`,
    `${table}.created_at as createdAt`,
    `${table}.updated_at as updatedAt`,
  ] as const;

/** The user as every endpoint shows it: the contract's `User` (shared-kernel/src/contract/auth.ts). */
export function serializeUser(user: User): UserJson {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    name: `${user.firstName} ${user.lastName}`.trim(),
    userType: user.userType,
    role: user.userType,
    type: user.userType,
    profileImageUrl: user.profileImageUrl,
    emailVerified: user.emailVerifiedAt !== null,
    createdAt: new Date(user.createdAt).toISOString(),
  };
}

/** E-mail addresses are stored and compared trimmed and lowercased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserById(db: Db, id: string): Promise<User | null> {
  const user = await kysely(db)
    .selectFrom('users as u')
    .select(userColumns('u'))
    .where('u.id', '=', id)
    .executeTakeFirst();
  return user ?? null;
}

export async function findUserByEmail(
  db: Db,
  email: string,
): Promise<(User & { passwordHash: string }) | null> {
  const user = await kysely(db)
    .selectFrom('users as u')
    .select([...userColumns('u'), 'u.password_hash as passwordHash'])
    .where('u.email', '=', normalizeEmail(email))
    .executeTakeFirst();
  return user ?? null;
}
