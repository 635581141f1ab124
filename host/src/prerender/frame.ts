// The signed-in candidate's frame (render-frame.tsx, written into dist/index.html hidden): the
// page's first script (frame-script.ts, loaded before #root, a few hundred bytes) shows it on a
// deep link when the browser's hints say a candidate is signed in, so the top bar, the page's
// heading and the cookie banner paint before the app's scripts have arrived. takeover.ts swaps in
// the running page once it has its main heading. Imports stay within files that import nothing
// heavy: this is bundled alone.
import { hasSignedInHint } from '../../../shared-kernel/src/auth-hint';
import { readCookieConsent } from '../../../shared-kernel/src/cookies/cookie-consent';
import { readFrameHint, type FrameHint } from './frame-hint';
import { CLICKED_ATTRIBUTE, PRERENDERED_ID } from './takeover';

/** The attributes render-frame.tsx writes and this script reads. */
export const FRAME_ATTRIBUTES = {
  /** On a page's part of the frame: the path it belongs to. */
  page: 'data-frame-page',
  /** Beside `page`: the page heading's texts, one per hint (FrameHeadings, JSON). */
  headings: 'data-frame-headings',
  /** Around the cookie banner: removed once the visitor has decided. */
  cookieBanner: 'data-frame-cookie-banner',
  /** On the frame's button the visitor pressed: takeover.ts presses its running twin. */
  clicked: CLICKED_ATTRIBUTE,
} as const;

interface Heading {
  /** `{firstName}` stands for the hint's first name. */
  text: string;
  title: string;
}
export interface FrameHeadings {
  back: Heading;
  first: Heading;
  backNoName: Heading;
  firstNoName: Heading;
}

function headingFor(headings: FrameHeadings, hint: FrameHint): Heading {
  const named = hint.firstName !== '';
  const heading = hint.firstVisit
    ? named
      ? headings.first
      : headings.firstNoName
    : named
      ? headings.back
      : headings.backNoName;
  const fill = (text: string) => text.split('{firstName}').join(hint.firstName);
  return { text: fill(heading.text), title: fill(heading.title) };
}

/**
 * Shows the frame for a signed-in candidate (hint cookie and stored hint) and hides #root until
 * takeover; otherwise removes it and the page is as before. Returns whether it is shown.
 */
export function applySignedInFrame({
  doc = document,
  storage = window.localStorage,
  path = window.location.pathname,
  cookieHeader = doc.cookie,
}: { doc?: Document; storage?: Storage; path?: string; cookieHeader?: string } = {}): boolean {
  const frame = doc.getElementById(PRERENDERED_ID);
  const root = doc.getElementById('root');
  if (!frame || !root) return false;
  const hint = hasSignedInHint(cookieHeader) ? readFrameHint(storage) : null;
  if (hint?.role !== 'candidate') {
    frame.remove();
    return false;
  }
  for (const part of frame.querySelectorAll<HTMLElement>(`[${FRAME_ATTRIBUTES.page}]`)) {
    if (part.getAttribute(FRAME_ATTRIBUTES.page) !== path) {
      part.remove();
      continue;
    }
    const headings = JSON.parse(part.getAttribute(FRAME_ATTRIBUTES.headings) ?? 'null');
    const h1 = part.querySelector('h1');
    if (!headings || !h1) continue;
    const heading = headingFor(headings as FrameHeadings, hint);
    h1.textContent = heading.text;
    doc.title = heading.title;
  }
  if (readCookieConsent(cookieHeader) !== null) {
    frame.querySelector(`[${FRAME_ATTRIBUTES.cookieBanner}]`)?.remove();
  }
  // A button pressed before the app runs is pressed again in the running page (takeover.ts).
  frame.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest('button');
    if (!button || !frame.contains(button)) return;
    for (const marked of frame.querySelectorAll(`[${FRAME_ATTRIBUTES.clicked}]`)) {
      marked.removeAttribute(FRAME_ATTRIBUTES.clicked);
    }
    button.setAttribute(FRAME_ATTRIBUTES.clicked, '');
  });
  root.hidden = true;
  frame.hidden = false;
  return true;
}
