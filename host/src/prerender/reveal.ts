/** The composed page's markup (scripts/prerender.mjs), shown while React renders into #root. */
export const PRERENDERED_ID = 'prerendered';

/** How long the composed markup may stay at most (a page that never gets its main heading). */
const REVEAL_WAIT_MS = 10_000;

/**
 * A page the server composed (docs/prerender.md) arrives as real HTML in #prerendered, with #root
 * hidden beside it. React renders into #root meanwhile; once its page has a main heading (or an
 * alert: a remote that failed to load) the composed markup goes and #root shows, in one step, so
 * nothing flashes or moves. Nothing is carried over: the composed markup is only a first paint.
 * Without composed markup this does nothing.
 */
export function revealWhenReady(
  root: HTMLElement,
  { waitMs = REVEAL_WAIT_MS, doc = document } = {},
): void {
  const prerendered = doc.getElementById(PRERENDERED_ID);
  if (!prerendered) return;
  const ready = () => root.querySelector('main h1, main [role="alert"]') !== null;
  const observer = new MutationObserver(() => {
    if (ready()) reveal();
  });
  const timer = setTimeout(reveal, waitMs);
  function reveal() {
    observer.disconnect();
    clearTimeout(timer);
    prerendered?.remove();
    root.hidden = false;
  }
  if (ready()) return reveal();
  observer.observe(root, { childList: true, subtree: true });
}
