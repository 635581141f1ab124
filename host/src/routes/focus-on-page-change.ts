import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { MAIN_ID } from '../page-main';

/** How long a page change waits for its heading (a remote's screen and its data load first). */
export const HEADING_WAIT_MS = 10_000;

// Focus moves only after the person has done something: an automatic redirect while the first
// page loads (the onboarding gate, a recruiter at /) leaves focus where the browser put it.
let interacted = false;
let listening = false;
function noticeInteraction() {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  const mark = () => {
    interacted = true;
    window.removeEventListener('pointerdown', mark, true);
    window.removeEventListener('keydown', mark, true);
  };
  window.addEventListener('pointerdown', mark, true);
  window.addEventListener('keydown', mark, true);
}

/** For tests: forget that the person has interacted. */
export function resetInteraction() {
  interacted = false;
  listening = false;
}

/**
 * After a page change, focus goes to the new page's main heading (its h1, made focusable with
 * tabIndex=-1) once it is in the page (WCAG 2.4.3). It waits for the heading while the screen
 * loads, follows it if a screen replaces it while focus is still on it, and gives up as soon as
 * the person presses a key or clicks, or when something else in the page takes focus (a field
 * with autoFocus). Returns the function that stops waiting.
 */
export function followMainHeading(main: HTMLElement, waitMs = HEADING_WAIT_MS): () => void {
  const startedOn = document.activeElement;
  let heading: HTMLElement | null = null;

  const focusHeading = () => {
    const active = document.activeElement;
    if (heading) {
      if (active === heading) return;
      // Focus is no longer where we put it: the person or the page moved it, unless the screen
      // replaced its heading and focus fell back to the body.
      if (heading.isConnected || (active && active !== document.body)) return stop();
    } else if (
      active &&
      active !== startedOn &&
      active !== document.body &&
      main.contains(active)
    ) {
      return stop(); // the new screen focused a control of its own
    }
    const next = main.querySelector('h1');
    if (!next) return;
    if (!next.hasAttribute('tabindex')) next.setAttribute('tabindex', '-1');
    next.focus();
    heading = next;
  };

  const observer = new MutationObserver(focusHeading);
  const timer = setTimeout(() => stop(), waitMs);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    window.removeEventListener('pointerdown', stop, true);
    window.removeEventListener('keydown', stop, true);
  }
  observer.observe(main, { childList: true, subtree: true });
  window.addEventListener('pointerdown', stop, true);
  window.addEventListener('keydown', stop, true);
  focusHeading();
  return stop;
}

/**
 * Moves focus to the main heading when the path changes (not on the first page load, not for a
 * change of query or hash only: a tab or a filter is not a new page).
 */
export function useFocusOnPageChange() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(noticeInteraction, []);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const main = document.getElementById(MAIN_ID);
    if (!interacted || !main) return;
    return followMainHeading(main);
  }, [pathname]);
}
