import { FRAME_HINT_KEY, readFrameHint, writeFrameHint } from './frame-hint';
import { applySignedInFrame, FRAME_ATTRIBUTES, type FrameHeadings } from './frame';
import { PRERENDERED_ID, takeOverPrerenderedPage } from './takeover';

const headings: FrameHeadings = {
  back: { text: 'Welcome back, {firstName}!', title: 'Welcome back, {firstName}! · HospoHire' },
  first: { text: 'Welcome, {firstName}!', title: 'Welcome, {firstName}! · HospoHire' },
  backNoName: { text: 'Welcome back!', title: 'Welcome back! · HospoHire' },
  firstNoName: { text: 'Welcome!', title: 'Welcome! · HospoHire' },
};

/** dist/index.html as scripts/prerender.mjs writes it (the frame's markup, much shortened). */
function framedPage() {
  document.body.innerHTML =
    `<div id="${PRERENDERED_ID}" hidden>` +
    `<header><button aria-label="Open navigation"></button></header><main>` +
    `<div ${FRAME_ATTRIBUTES.page}="/dashboard" ${FRAME_ATTRIBUTES.headings}='${JSON.stringify(headings)}'><h1>Welcome back!</h1></div>` +
    `</main><div ${FRAME_ATTRIBUTES.cookieBanner}><section><button>Accept All</button></section></div>` +
    `</div><div id="root"></div>`;
  return {
    frame: () => document.getElementById(PRERENDERED_ID),
    root: document.getElementById('root') as HTMLElement,
  };
}

const SIGNED_IN = 'hh_signed_in=1';
const candidate = { role: 'candidate' as const, firstName: 'Maya', firstVisit: false };

describe('the signed-in frame', () => {
  beforeEach(() => {
    window.localStorage.clear();
    document.title = '';
  });

  it("shows a signed-in candidate's dashboard heading and title before the app runs", () => {
    const { frame, root } = framedPage();
    writeFrameHint(candidate);
    expect(applySignedInFrame({ cookieHeader: SIGNED_IN, path: '/dashboard' })).toBe(true);
    expect(frame()?.hidden).toBe(false);
    expect(root.hidden).toBe(true);
    expect(frame()?.querySelector('h1')?.textContent).toBe('Welcome back, Maya!');
    expect(document.title).toBe('Welcome back, Maya! · HospoHire');
    expect(frame()?.querySelector(`[${FRAME_ATTRIBUTES.cookieBanner}]`)).not.toBeNull();
  });

  it("says 'Welcome' in the sign-up's session, and no name when there is none", () => {
    framedPage();
    writeFrameHint({ ...candidate, firstVisit: true });
    applySignedInFrame({ cookieHeader: SIGNED_IN, path: '/dashboard' });
    expect(document.querySelector('h1')?.textContent).toBe('Welcome, Maya!');
    framedPage();
    writeFrameHint({ ...candidate, firstName: '' });
    applySignedInFrame({ cookieHeader: SIGNED_IN, path: '/dashboard' });
    expect(document.querySelector('h1')?.textContent).toBe('Welcome back!');
  });

  it('keeps only the top bar on another page, and drops the banner once cookies are decided', () => {
    const { frame } = framedPage();
    writeFrameHint(candidate);
    applySignedInFrame({
      cookieHeader: `${SIGNED_IN}; hh_cookie_consent=${encodeURIComponent('{"analytics":false}')}`,
      path: '/jobs',
    });
    expect(frame()?.hidden).toBe(false);
    expect(frame()?.querySelector('h1')).toBeNull();
    expect(frame()?.querySelector(`[${FRAME_ATTRIBUTES.cookieBanner}]`)).toBeNull();
    expect(document.title).toBe('');
  });

  it.each([
    ['nobody signed in (no hint cookie)', '', candidate],
    ['a recruiter', SIGNED_IN, { ...candidate, role: 'recruiter' as const }],
    ['no stored hint', SIGNED_IN, null],
  ])('is removed for %s, and the page shows as before', (_, cookieHeader, hint) => {
    const { frame, root } = framedPage();
    writeFrameHint(hint);
    expect(applySignedInFrame({ cookieHeader, path: '/dashboard' })).toBe(false);
    expect(frame()).toBeNull();
    expect(root.hidden).toBe(false);
  });

  it('a button pressed in the frame is pressed in the running page at the takeover', async () => {
    const { frame, root } = framedPage();
    writeFrameHint(candidate);
    applySignedInFrame({ cookieHeader: SIGNED_IN, path: '/dashboard' });
    (frame()?.querySelector('section button') as HTMLButtonElement).click();
    takeOverPrerenderedPage(root);
    const pressed: string[] = [];
    root.innerHTML =
      '<header><button aria-label="Open navigation"></button></header><main><h1>Welcome back, Maya!</h1></main>' +
      '<section><button>Reject All</button><button>Accept All</button></section>';
    root.addEventListener('click', (event) =>
      pressed.push((event.target as HTMLElement).textContent ?? ''),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(frame()).toBeNull();
    expect(pressed).toEqual(['Accept All']);
  });
});

describe('the frame hint', () => {
  it('is written for a user, read back, and removed on sign-out', () => {
    writeFrameHint(candidate);
    expect(readFrameHint()).toEqual(candidate);
    writeFrameHint(null);
    expect(window.localStorage.getItem(FRAME_HINT_KEY)).toBeNull();
    expect(readFrameHint()).toBeNull();
  });

  it('reads nothing from a value it did not write', () => {
    window.localStorage.setItem(FRAME_HINT_KEY, '{"role":"admin","firstName":"x"}');
    expect(readFrameHint()).toBeNull();
    window.localStorage.setItem(FRAME_HINT_KEY, 'not json');
    expect(readFrameHint()).toBeNull();
  });
});
