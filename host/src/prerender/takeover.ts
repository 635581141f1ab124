/** The element scripts/prerender.mjs writes the landing page's first screen into. */
export const PRERENDERED_ID = 'prerendered';
/** How long the prerendered page waits for the running one before it gives way regardless. */
export const TAKEOVER_WAIT_MS = 10_000;

/** Where an element sits under `container`: the index of each ancestor among its siblings. */
function pathOf(element: Element, container: Element): number[] {
  const path: number[] = [];
  for (let el: Element | null = element; el && el !== container; el = el.parentElement) {
    path.unshift(Array.prototype.indexOf.call(el.parentElement?.children ?? [], el));
  }
  return path;
}

function atPath(container: Element, path: number[]): HTMLElement | null {
  let el: Element | undefined = container;
  for (const index of path) el = el?.children[index];
  return el instanceof HTMLElement ? el : null;
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
    // What the visitor had focused (a control, or <main> after the skip link) keeps focus in its
    // running twin: the element at the same place (both pages start with the same top bar and
    // hero).
    const active = doc.activeElement;
    const path = active && prerendered.contains(active) ? pathOf(active, prerendered) : null;
    prerendered.remove();
    root.hidden = false;
    const twin = path && atPath(root, path);
    if (!twin) return;
    if (twin.tabIndex < 0 && !twin.hasAttribute('tabindex')) twin.setAttribute('tabindex', '-1');
    twin.focus();
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
