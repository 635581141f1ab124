import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SIGNED_IN_HINT_COOKIE } from 'shared-kernel/contract';
import type { CookieSecure } from '../../config.js';
import { sql, type InferResult } from 'kysely';
import type { Db } from '../../db/client.js';
import { kysely } from '../../db/kysely.js';
import { unauthorized } from '../../http/errors.js';
import { SESSION_COOKIE } from '../../http/session-cookie.js';
import { randomSecret, sha256Hex } from '../../secrets.js';
import { userColumns, type User } from './users.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by `requireUser` (or `loadUser`); null when signed out. */
    user: User | null;
  }
}

export { SESSION_COOKIE };
/** Absolute lifetime: a session ends 30 days after sign-in, however active. */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/** Idle lifetime: a session unused for 7 days ends. */
export const SESSION_IDLE_DAYS = 7;

const now = sql<Date>`now()`;
/** A session last seen before this has gone idle. */
const idleLimit = sql<Date>`now() - make_interval(days => ${SESSION_IDLE_DAYS})`;

/** Creates a session (a new random id on every sign-in) and returns the id for the cookie. */
export async function createSession(db: Db, userId: string): Promise<string> {
  const id = randomSecret();
  await kysely(db)
    .insertInto('sessions')
    .values({
      id_hash: sha256Hex(id),
      user_id: userId,
      expires_at: sql`now() + make_interval(secs => ${SESSION_MAX_AGE_SECONDS})`,
    })
    .execute();
  // Tidy the user's ended sessions while we are here.
  await kysely(db)
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('last_seen_at', '<=', idleLimit)]))
    .execute();
  return id;
}

/** The session lookup: the user and whether the session has ended or is due a refresh. */
const sessionUserQuery = (db: Db, idHash: string) =>
  kysely(db)
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(userColumns('u'))
    .select((eb) => [
      eb
        .or([eb('s.expires_at', '<=', now), eb('s.last_seen_at', '<=', idleLimit)])
        .$castTo<boolean>()
        .as('dead'),
      eb('s.last_seen_at', '<', sql<Date>`now() - interval '1 minute'`)
        .$castTo<boolean>()
        .as('stale'),
    ])
    .where('s.id_hash', '=', idHash);

type SessionUserRow = InferResult<ReturnType<typeof sessionUserQuery>>[number];

/** A stand-in for the id hash in the lookup compiled once (a hash is 64 hex digits). */
const ID_HASH_SLOT = 'id-hash';
const sessionUserStatements = new WeakMap<Db, { sql: string; parameters: unknown[]; at: number }>();

/**
 * Every signed-in request asks this: a prepared statement on PostgreSQL (planned once), whose
 * SQL Kysely compiles once per Db (building and compiling it was about 5% of a signed-in
 * request's time in a CPU profile of the bench).
 */
async function sessionUserRow(db: Db, idHash: string): Promise<SessionUserRow | undefined> {
  let statement = sessionUserStatements.get(db);
  if (!statement) {
    const { sql: text, parameters } = sessionUserQuery(db, ID_HASH_SLOT).compile();
    statement = { sql: text, parameters: [...parameters], at: parameters.indexOf(ID_HASH_SLOT) };
    sessionUserStatements.set(db, statement);
  }
  const parameters = [...statement.parameters];
  parameters[statement.at] = idHash;
  const { rows } = await db.query<SessionUserRow>(statement.sql, parameters, {
    name: 'session-user',
  });
  return rows[0];
}

/**
 * The user of a live session, or null. Ends a session found past its absolute or idle lifetime;
 * refreshes `last_seen_at` at most once a minute.
 */
export async function findSessionUser(db: Db, sessionId: string): Promise<User | null> {
  const idHash = sha256Hex(sessionId);
  const row = await sessionUserRow(db, idHash);
  if (!row) return null;
  if (row.dead) {
    await kysely(db).deleteFrom('sessions').where('id_hash', '=', idHash).execute();
    return null;
  }
  if (row.stale) {
    await kysely(db)
      .updateTable('sessions')
      .set({ last_seen_at: sql`now()` })
      .where('id_hash', '=', idHash)
      .execute();
  }
  const { dead: _dead, stale: _stale, ...user } = row;
  return user;
}

export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await kysely(db).deleteFrom('sessions').where('id_hash', '=', sha256Hex(sessionId)).execute();
}

/** The id hashes among `idHashes` whose session is live: exists, not expired, not idle. */
export async function liveSessions(db: Db, idHashes: string[]): Promise<Set<string>> {
  const rows = await kysely(db)
    .selectFrom('sessions')
    .select('id_hash as idHash')
    .where('id_hash', '=', (eb) => eb.fn.any(eb.val(idHashes)))
    .where('expires_at', '>', now)
    .where('last_seen_at', '>', idleLimit)
    .execute();
  return new Set(rows.map((row) => row.idHash));
}

/**
 * Deletes every session of a user, or every one but `keepIdHash`; returns the deleted id hashes.
 * Inside a transaction, call `announceSessionsEnded` with them after the commit.
 */
export async function deleteUserSessions(
  db: Db,
  userId: string,
  keepIdHash?: string,
): Promise<string[]> {
  let query = kysely(db).deleteFrom('sessions').where('user_id', '=', userId);
  if (keepIdHash !== undefined) query = query.where('id_hash', '<>', keepIdHash);
  const rows = await query.returning('id_hash as idHash').execute();
  return rows.map((row) => row.idHash);
}

/**
 * Tells every API process that these sessions ended: each forgets them from its session cache
 * and closes their live sockets (4401). Call after the sessions' rows are gone (committed).
 */
export async function announceSessionsEnded(
  app: FastifyInstance,
  userId: string,
  idHashes: string[],
): Promise<void> {
  for (const sessionIdHash of idHashes) {
    app.sessionCache.forget(sessionIdHash);
    await app.events.publishSessionEnded({ userId, sessionIdHash });
  }
}

/**
 * Ends a user's sessions (all, or all but `keepIdHash`) and their sockets on every API process:
 * password change and reset, account deletion. Not inside a transaction.
 */
export async function endUserSessions(
  app: FastifyInstance,
  userId: string,
  { keepIdHash }: { keepIdHash?: string } = {},
): Promise<void> {
  const ended = await deleteUserSessions(app.db, userId, keepIdHash);
  await announceSessionsEnded(app, userId, ended);
}

// ---------- the cookie ----------

/** Whether the request came over https, directly or through a proxy that says so. */
function isHttps(request: FastifyRequest): boolean {
  if (request.protocol === 'https') return true;
  const forwarded = request.headers['x-forwarded-proto'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0];
  return first?.trim().toLowerCase() === 'https';
}

/** Whether a cookie the API sets for this request is `Secure` (COOKIE_SECURE: always, never, or over https). */
export function secureFlag(
  request: FastifyRequest,
  mode: CookieSecure = request.server.config.cookieSecure,
): boolean {
  if (mode === 'always') return true;
  if (mode === 'never') return false;
  return isHttps(request);
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  sessionId: string,
): void {
  const secure = secureFlag(request, request.server.config.cookieSecure);
  const options = { sameSite: 'lax', path: '/', maxAge: SESSION_MAX_AGE_SECONDS, secure } as const;
  reply.setCookie(SESSION_COOKIE, sessionId, { ...options, httpOnly: true });
  setSignedInHint(request, reply);
}

/**
 * The readable hint beside the session cookie: the landing page asks who is signed in only when
 * it is there (no 401 when not). Never trusted by the API.
 */
function setSignedInHint(request: FastifyRequest, reply: FastifyReply): void {
  const secure = secureFlag(request, request.server.config.cookieSecure);
  reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', {
    sameSite: 'lax',
    path: '/',
    maxAge: SESSION_MAX_AGE_SECONDS,
    secure,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  const secure = secureFlag(request, request.server.config.cookieSecure);
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', path: '/', secure });
  reply.clearCookie(SIGNED_IN_HINT_COOKIE, { sameSite: 'lax', path: '/', secure });
}

export function sessionIdOf(request: FastifyRequest): string | undefined {
  const value = request.cookies[SESSION_COOKIE];
  return value ? value : undefined;
}

// ---------- request guards ----------

/** Sets `request.user` from the session cookie (null when signed out) and returns it. */
export async function loadUser(request: FastifyRequest): Promise<User | null> {
  if (request.user) return request.user;
  const sessionId = sessionIdOf(request);
  // Kept a few seconds per session (request.server.sessionCache): a sign-out removes it.
  request.user = sessionId
    ? await request.server.sessionCache.read(sha256Hex(sessionId), () =>
        findSessionUser(request.server.db, sessionId),
      )
    : null;
  return request.user;
}

/**
 * preHandler for routes that need a signed-in user: sets `request.user`, or answers
 * 401 `{ message: 'Not signed in' }` (and drops a cookie that names no live session).
 * Use: `app.get('/x', { preHandler: requireUser }, handler)` then `signedInUser(request)`.
 */
export async function requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const user = await loadUser(request);
  if (user) {
    // A session made before the hint existed gets it on its first signed-in call.
    if (!request.cookies[SIGNED_IN_HINT_COOKIE]) setSignedInHint(request, reply);
    return;
  }
  if (sessionIdOf(request)) clearSessionCookie(request, reply);
  throw unauthorized();
}

/** The user `requireUser` found; throws 401 if the route forgot `requireUser`. */
export function signedInUser(request: FastifyRequest): User {
  if (!request.user) throw unauthorized();
  return request.user;
}
