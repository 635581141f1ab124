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

type TextControl = HTMLInputElement | HTMLTextAreaElement;

/**
 * Text typed into the prerendered page (the job search) before the takeover goes into the running
 * twin's control, as typing would: through the element's own value setter and an `input` event,
 * which React's onChange hears (setting `.value` alone would be undone by React).
 */
function carryTypedText(prerendered: Element, root: Element) {
  for (const control of prerendered.querySelectorAll<TextControl>('input, textarea')) {
    if (control.value === control.defaultValue) continue;
    const twin = atPath(root, pathOf(control, prerendered));
    if (!twin || twin.tagName !== control.tagName) continue;
    if ((twin as TextControl).name !== control.name) continue;
    const proto = Object.getPrototypeOf(twin) as object;
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(twin, control.value);
    twin.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * `/` arrives as real HTML (dist/landing.html): the top bar and the hero, with #root hidden
 * beside them. React renders into #root meanwhile; once its page has a main heading (the landing
 * screen, or whatever page a signed-in visitor is sent to) the prerendered markup goes and #root
 * shows, in one step, so nothing flashes or moves; what the visitor typed into it comes along.
 * Without a prerendered page this does nothing.
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
    carryTypedText(prerendered, root);
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
