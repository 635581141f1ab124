import { PRERENDERED_ID, takeOverPrerenderedPage } from './takeover';

function page() {
  document.body.innerHTML = `<div id="${PRERENDERED_ID}"><a href="#main">Skip</a><main><h1>Hero</h1><input id="q" /></main></div><div id="root" hidden></div>`;
  return document.getElementById('root') as HTMLElement;
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('takeOverPrerenderedPage', () => {
  afterEach(() => jest.useRealTimers());

  it('keeps the prerendered page until the running page has a main heading, then swaps', async () => {
    const root = page();
    takeOverPrerenderedPage(root);
    root.innerHTML = '<main><div role="status">Loading</div></main>';
    await tick();
    expect(document.getElementById(PRERENDERED_ID)).not.toBeNull();
    expect(root.hidden).toBe(true);

    root.querySelector('main')!.innerHTML = '<h1>Hero</h1><input id="q" />';
    await tick();
    expect(document.getElementById(PRERENDERED_ID)).toBeNull();
    expect(root.hidden).toBe(false);
  });

  it('moves focus to the running twin of the focused control', async () => {
    const root = page();
    (document.getElementById('q') as HTMLInputElement).focus();
    takeOverPrerenderedPage(root);
    root.innerHTML = '<a href="#main">Skip</a><main><h1>Hero</h1><input id="q" /></main>';
    await tick();
    expect(document.activeElement).toBe(root.querySelector('#q'));
  });

  it('finds the focused control by what it is, not where it sits (the frame wraps parts)', async () => {
    document.body.innerHTML = `<div id="${PRERENDERED_ID}"><header><a href="/jobs">Browse Jobs</a></header><div data-frame-page="/dashboard"><main><h1>Welcome</h1><a href="/profile">Edit Profile</a></main></div><div data-frame-cookie-banner><button>Accept All</button></div></div><div id="root" hidden></div>`;
    const root = document.getElementById('root') as HTMLElement;
    (document.querySelector('a[href="/profile"]') as HTMLElement).focus();
    takeOverPrerenderedPage(root);
    root.innerHTML =
      '<header><a href="/jobs">Browse Jobs</a><a href="/interviews">Interviews</a></header><main><h1>Welcome</h1><a href="/profile">Edit Profile</a><a href="/jobs">View All Jobs</a></main><button>Reject All</button><button>Accept All</button>';
    await tick();
    expect(document.activeElement).toBe(root.querySelector('a[href="/profile"]'));
  });

  it('moves focus nowhere when the running page has no such control', async () => {
    const root = page();
    (document.querySelector('a[href="#main"]') as HTMLElement).focus();
    takeOverPrerenderedPage(root);
    root.innerHTML = '<a href="#top">Top</a><a href="#end">End</a><main><h1>Hero</h1></main>';
    await tick();
    expect(document.activeElement).toBe(document.body);
  });

  it('carries text typed into the prerendered page into the running control, as typing would', async () => {
    const root = page();
    const typed = document.getElementById('q') as HTMLInputElement;
    typed.name = 'q';
    typed.value = 'barista';
    takeOverPrerenderedPage(root);
    root.innerHTML = '<a href="#main">Skip</a><main><h1>Hero</h1><input id="q" name="q" /></main>';
    const twin = root.querySelector('#q') as HTMLInputElement;
    const heard: string[] = [];
    twin.addEventListener('input', () => heard.push(twin.value));
    await tick();
    expect(twin.value).toBe('barista');
    expect(heard).toEqual(['barista']);
  });

  it('leaves a control of another name alone', async () => {
    const root = page();
    (document.getElementById('q') as HTMLInputElement).value = 'chef';
    takeOverPrerenderedPage(root);
    root.innerHTML =
      '<a href="#main">Skip</a><main><h1>Hero</h1><input id="q" name="other" /></main>';
    const twin = root.querySelector('#q') as HTMLInputElement;
    await tick();
    expect(twin.value).toBe('');
  });

  it('focus on the prerendered <main> (the skip link) moves to the running <main>', async () => {
    const root = page();
    const main = document.querySelector('main') as HTMLElement;
    main.setAttribute('tabindex', '-1');
    main.focus();
    takeOverPrerenderedPage(root);
    root.innerHTML = '<a href="#main">Skip</a><main><h1>Hero</h1><input id="q" /></main>';
    await tick();
    expect(document.activeElement).toBe(root.querySelector('main'));
  });

  it('gives way after the wait even if no heading comes', () => {
    jest.useFakeTimers();
    const root = page();
    takeOverPrerenderedPage(root, { waitMs: 1000 });
    jest.advanceTimersByTime(1000);
    expect(document.getElementById(PRERENDERED_ID)).toBeNull();
    expect(root.hidden).toBe(false);
  });

  it('removes a frame left hidden (its script did not show it), keeping #root shown', () => {
    document.body.innerHTML = `<div id="${PRERENDERED_ID}" hidden><main id="main"></main></div><div id="root"></div>`;
    const root = document.getElementById('root') as HTMLElement;
    takeOverPrerenderedPage(root);
    expect(document.getElementById(PRERENDERED_ID)).toBeNull();
    expect(root.hidden).toBe(false);
  });

  it('does nothing on a page that was not prerendered', () => {
    document.body.innerHTML = '<div id="root"></div>';
    const root = document.getElementById('root') as HTMLElement;
    takeOverPrerenderedPage(root);
    expect(root.hidden).toBe(false);
  });
});
