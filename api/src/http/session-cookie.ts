/** The session cookie's name: the sessions (modules/auth) set it, the API's description names it. */
export const SESSION_COOKIE = 'hh_session';
