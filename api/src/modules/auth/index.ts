// What other modules use of this one (they import nothing else from this folder).
export { verifyPassword } from './passwords.js';
export {
  SESSION_COOKIE,
  SESSION_IDLE_DAYS,
  announceSessionsEnded,
  clearSessionCookie,
  deleteUserSessions,
  findSessionUser,
  liveSessions,
  loadUser,
  requireUser,
  secureFlag,
  signedInUser,
} from './sessions.js';
export { normalizeEmail, type User } from './users.js';
export { requireVerifiedEmail } from './verification.js';
