import type { User as UserJson, UserType } from 'shared-kernel/contract';
import type { Db } from '../../db/client.js';

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

/** The columns of `users` as a `User`; `prefix` is a table alias such as `u.`. */
export function userColumns(prefix = ''): string {
  return [
    `${prefix}id`,
    `${prefix}email`,
    `${prefix}first_name AS "firstName"`,
    `${prefix}last_name AS "lastName"`,
    `${prefix}user_type AS "userType"`,
    `${prefix}profile_image_url AS "profileImageUrl"`,
    `${prefix}email_verified_at AS "emailVerifiedAt"`,
    `${prefix}created_at AS "createdAt"`,
    `${prefix}updated_at AS "updatedAt"`,
  ].join(', ');
}

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
  const { rows } = await db.query<User>(`SELECT ${userColumns()} FROM users WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

export async function findUserByEmail(
  db: Db,
  email: string,
): Promise<(User & { passwordHash: string }) | null> {
  const { rows } = await db.query<User & { passwordHash: string }>(
    `SELECT ${userColumns()}, password_hash AS "passwordHash" FROM users WHERE email = $1`,
    [normalizeEmail(email)],
  );
  return rows[0] ?? null;
}
