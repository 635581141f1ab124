import { PRERENDERED_ID, revealWhenReady } from './reveal';

function page() {
  document.body.innerHTML = `<div id="${PRERENDERED_ID}"><main><h1>Hero</h1></main></div><div id="root" hidden></div>`;
  return document.getElementById('root') as HTMLElement;
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('revealWhenReady', () => {
  it('keeps the composed page until the running page has a main heading, then swaps', async () => {
    const root = page();
    revealWhenReady(root);
    root.innerHTML = '<main><div role="status">Loading</div></main>';
    await tick();
    expect(document.getElementById(PRERENDERED_ID)).not.toBeNull();
    expect(root.hidden).toBe(true);
    root.querySelector('main')!.innerHTML = '<h1>Hero</h1>';
    await tick();
    expect(document.getElementById(PRERENDERED_ID)).toBeNull();
    expect(root.hidden).toBe(false);
  });

  it('swaps for an alert too (a remote that failed), and after the wait at the latest', async () => {
    const root = page();
    revealWhenReady(root);
    root.innerHTML = '<main><div role="alert">Could not be loaded</div></main>';
    await tick();
    expect(root.hidden).toBe(false);

    const again = page();
    revealWhenReady(again, { waitMs: 1 });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(document.getElementById(PRERENDERED_ID)).toBeNull();
    expect(again.hidden).toBe(false);
  });

  it('does nothing on a plain page', () => {
    document.body.innerHTML = '<div id="root"></div>';
    const root = document.getElementById('root') as HTMLElement;
    revealWhenReady(root);
    expect(root.hidden).toBe(false);
  });
});
