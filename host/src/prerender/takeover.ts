/** The element scripts/prerender.mjs writes the landing page's first screen into. */
export const PRERENDERED_ID = 'prerendered';
/** How long the prerendered page waits for the running one before it gives way regardless. */
export const TAKEOVER_WAIT_MS = 10_000;

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

function focusables(within: HTMLElement): HTMLElement[] {
  return Array.from(within.querySelectorAll<HTMLElement>(FOCUSABLE));
}

/**
 * `/` arrives as real HTML (dist/landing.html): the top bar and the hero, with #root hidden
 * beside them. React renders into #root meanwhile; once its page has a main heading (the landing
 * screen, or whatever page a signed-in visitor is sent to) the prerendered markup goes and #root
 * shows, in one step, so nothing flashes or moves. Without a prerendered page this does nothing.
 */
export function takeOverPrerenderedPage(
  root: HTMLElement,
  { waitMs = TAKEOVER_WAIT_MS, doc = document } = {},
): void {
  const prerendered = doc.getElementById(PRERENDERED_ID);
  if (!prerendered) return;

  const reveal = () => {
    // A control the visitor had focused keeps focus in its running twin: the same place among
    // the focusable elements (both pages start with the same top bar and hero).
    const active = doc.activeElement;
    const at =
      active && prerendered.contains(active)
        ? focusables(prerendered).indexOf(active as HTMLElement)
        : -1;
    prerendered.remove();
    root.hidden = false;
    if (at >= 0) focusables(root)[at]?.focus();
  };
  const ready = () => root.querySelector('main h1') !== null;
  if (ready()) return reveal();

  const observer = new MutationObserver(() => {
    if (ready()) finish();
  });
  const timer = setTimeout(() => finish(), waitMs);
  observer.observe(root, { childList: true, subtree: true });
  function finish() {
    observer.disconnect();
    clearTimeout(timer);
    reveal();
  }
}
