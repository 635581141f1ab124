// The business constants of spec section 9, once.

export const NOTIFICATION_LIST_CAP = 100;
export const RECONNECT_MAX_ATTEMPTS = 5;
export const NORMAL_CLOSE_CODE = 1000;
/** Reconnect wait: 1 s doubling, capped at 30 s, with up to 20% jitter (decisions section 4). */
export const RECONNECT_INITIAL_MS = 1000;
export const RECONNECT_CAP_MS = 30_000;
export const RECONNECT_JITTER = 0.2;
/**
 * The live socket's close code for "no session" (signed out, session ended or expired): the
 * page treats the user as signed out and does not reconnect. Used by the API and the page.
 */
export const SESSION_ENDED_CLOSE_CODE = 4401;
/**
 * The live socket's message `{ "type": "resync" }`: events may have been missed (Redis was
 * unreachable, docs/deploy.md "Faults"), so the page reloads its lists (notifications, board,
 * conversations). Sent by the API, understood by the page; never a notification itself.
 */
export const LIVE_RESYNC_TYPE = 'resync';
/** After the reconnect attempts are spent, a fresh reading starts this often while visible. */
export const RECONNECT_AFTER_GIVING_UP_MS = 60_000;

export const CAROUSEL_AUTO_ADVANCE_MS = 5000;
export const CAROUSEL_SCROLL_STEP_PX = 350;
export const CAROUSEL_MAX_DOTS = 5;
export const CARD_MAX_REASONS = 3;

export const RECENT_APPLICATIONS_SHOWN = 5;
/** Dates like 'Mar 4' (date-fns 'MMM d'). */
export const SHORT_DATE_FORMAT = 'MMM d';

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_DURATION_MS = 5000;
export const TOAST_MAX_WIDTH_PX = 420;

export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
export const SCROLL_AREA_HIDE_DELAY_MS = 600;

export const COOKIE_CONSENT_DAYS = 365;
export const COOKIE_CONSENT_SAME_SITE = 'Lax';

/** When no personality score is supplied, the client shows a score between 75 and 94. */
export const FALLBACK_PERSONALITY_SCORE_MIN = 75;
export const FALLBACK_PERSONALITY_SCORE_MAX = 94;

export function fallbackPersonalityScore(random: () => number = Math.random): number {
  const span = FALLBACK_PERSONALITY_SCORE_MAX - FALLBACK_PERSONALITY_SCORE_MIN + 1;
  return FALLBACK_PERSONALITY_SCORE_MIN + Math.floor(random() * span);
}

// The hiring loop (issue 13).
/** "Waiting on you": an open application with no move by the company for this many days. */
export const WAITING_ON_YOU_DAYS = 7;
/** "Waiting on you" too: a trial shift with no outcome this many hours after its end (issue 32). */
export const TRIAL_OUTCOME_HOURS = 48;
/** The recruiter dashboard lists at most this many applications waiting on the company. */
export const WAITING_ON_YOU_LIST_SIZE = 8;
/** A company's response rate counts the applications of this many past days… */
export const RESPONSE_RATE_WINDOW_DAYS = 90;
/** …that got a first answer (any move by the company) within this many days. */
export const RESPONSE_RATE_ANSWER_DAYS = 7;
/**
 * Hiring workflows (issue 33): an open application with no move for this many days reminds the
 * company's recruiters once and tells the candidate, once, it is still being reviewed.
 */
export const STALE_APPLICATION_DAYS = 5;
