/** The element scripts/prerender.mjs writes the landing page's first screen into. */
export const PRERENDERED_ID = 'prerendered';
/** How long the prerendered page waits for the running one before it gives way regardless. */
export const TAKEOVER_WAIT_MS = 10_000;
/** Set by frame.ts on the prerendered button the visitor pressed before the app ran. */
export const CLICKED_ATTRIBUTE = 'data-frame-clicked';

/** What names an element: its label, else its text. */
const nameOf = (el: Element) => el.getAttribute('aria-label') ?? el.textContent?.trim() ?? '';

/**
 * The running page's twin of an element of the prerendered page, by what it is rather than where
 * it sits (the signed-in frame wraps its parts differently): the element of the same tag and id;
 * else the first of the same tag, name, field name and address; else the only one of that tag
 * (<main>, whose text grows once the page runs).
 */
function twinOf(element: Element, root: Element): HTMLElement | null {
  const same = Array.from(root.getElementsByTagName(element.tagName)).filter(
    (el): el is HTMLElement => el instanceof HTMLElement,
  );
  const byId = element.id ? same.find((el) => el.id === element.id) : undefined;
  if (byId) return byId;
  const alike = same.find(
    (el) =>
      nameOf(el) === nameOf(element) &&
      el.getAttribute('name') === element.getAttribute('name') &&
      el.getAttribute('href') === element.getAttribute('href'),
  );
  return alike ?? (same.length === 1 ? same[0] : null);
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
    const twin = twinOf(control, root);
    if (!twin || (twin as TextControl).name !== control.name) continue;
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
 * A signed-in candidate's deep link arrives with the frame of frame.ts shown the same way.
 * Without a prerendered page this does nothing.
 */
export function takeOverPrerenderedPage(
  root: HTMLElement,
  { waitMs = TAKEOVER_WAIT_MS, doc = document } = {},
): void {
  const prerendered = doc.getElementById(PRERENDERED_ID);
  if (!prerendered) return;
  // The signed-in frame that frame.ts did not show (or could not: its script failed) goes now.
  if (prerendered.hidden) return prerendered.remove();

  const reveal = () => {
    // What the visitor had focused (a control, or <main> after the skip link) keeps focus in its
    // running twin.
    const active = doc.activeElement;
    const focusTwin = active && prerendered.contains(active) ? twinOf(active, root) : null;
    // A button pressed before the app ran (frame.ts marks it) is pressed in the running page.
    const pressed = prerendered.querySelector(`[${CLICKED_ATTRIBUTE}]`);
    const pressedTwin = pressed && twinOf(pressed, root);
    carryTypedText(prerendered, root);
    prerendered.remove();
    root.hidden = false;
    if (focusTwin) {
      if (focusTwin.tabIndex < 0 && !focusTwin.hasAttribute('tabindex')) {
        focusTwin.setAttribute('tabindex', '-1');
      }
      focusTwin.focus();
    }
    pressedTwin?.click();
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
