/** The element scripts/prerender.mjs writes the landing page's first screen into. */
export const PRERENDERED_ID = 'prerendered';
/** How long the prerendered page waits for the running one before it gives way regardless. */
export const TAKEOVER_WAIT_MS = 10_000;
/** Set by frame.ts on the prerendered button the visitor pressed before the app ran. */
export const CLICKED_ATTRIBUTE = 'data-frame-clicked';

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

/** What names a button: its label, else its text. */
const buttonName = (el: Element) => el.getAttribute('aria-label') ?? el.textContent?.trim() ?? '';

/**
 * The running page's button of the same name as one pressed in the prerendered page (the frame's
 * top bar and cookie banner are the running page's own, wrapped differently).
 */
function buttonTwin(button: Element, root: Element): HTMLElement | null {
  const name = buttonName(button);
  for (const candidate of root.querySelectorAll<HTMLElement>('button')) {
    if (buttonName(candidate) === name) return candidate;
  }
  return null;
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
    // running twin: the element at the same place (both pages start with the same top bar and
    // hero).
    const active = doc.activeElement;
    const path = active && prerendered.contains(active) ? pathOf(active, prerendered) : null;
    // A button pressed before the app ran (frame.ts marks it) is pressed in the running page.
    const pressed = prerendered.querySelector(`[${CLICKED_ATTRIBUTE}]`);
    const pressedTwin = pressed && buttonTwin(pressed, root);
    carryTypedText(prerendered, root);
    prerendered.remove();
    root.hidden = false;
    const twin = path && atPath(root, path);
    if (twin && twin.tagName === active?.tagName) {
      if (twin.tabIndex < 0 && !twin.hasAttribute('tabindex')) twin.setAttribute('tabindex', '-1');
      twin.focus();
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
