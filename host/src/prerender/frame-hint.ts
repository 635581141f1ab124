// No import: frame.ts, the page's first script, bundles this file alone.

/**
 * What the signed-in frame (frame.ts) needs to know before any script of the app has run: who
 * was signed in on this browser at the last page. The host writes it whenever it learns the
 * current user and removes it on sign-out; it is only a hint for the first paint (the running
 * page always asks the API), so a stale one costs at most a frame that React then replaces.
 */
export const FRAME_HINT_KEY = 'hh_frame_hint';

export interface FrameHint {
  role: 'candidate' | 'recruiter';
  firstName: string;
  /** The sign-up's session: the dashboard says "Welcome", not "Welcome back". */
  firstVisit: boolean;
}

/** Keeps the hint in step with the current user: null (signed out) removes it. */
export function writeFrameHint(
  hint: FrameHint | null,
  storage: Storage = window.localStorage,
): void {
  try {
    if (hint) storage.setItem(FRAME_HINT_KEY, JSON.stringify(hint));
    else storage.removeItem(FRAME_HINT_KEY);
  } catch {
    /* storage off or full: the page is only slower to first paint */
  }
}

export function readFrameHint(storage: Storage = window.localStorage): FrameHint | null {
  try {
    const value = JSON.parse(storage.getItem(FRAME_HINT_KEY) ?? 'null') as Partial<FrameHint>;
    if (!value || (value.role !== 'candidate' && value.role !== 'recruiter')) return null;
    return {
      role: value.role,
      firstName: typeof value.firstName === 'string' ? value.firstName : '',
      firstVisit: value.firstVisit === true,
    };
  } catch {
    return null;
  }
}
