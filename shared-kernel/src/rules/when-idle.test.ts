import { whenIdle } from './when-idle';

describe('whenIdle', () => {
  const browser = globalThis as { requestIdleCallback?: (callback: () => void) => number };
  afterEach(() => {
    delete browser.requestIdleCallback;
  });

  it('hands the work to the browser’s idle callback, not running it at once', () => {
    const queued: (() => void)[] = [];
    browser.requestIdleCallback = (callback) => queued.push(callback);
    const work = jest.fn();
    whenIdle(work);
    expect(work).not.toHaveBeenCalled();
    queued.forEach((callback) => callback());
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('does nothing where there is no idle callback (the API): the work waits for first use', () => {
    const work = jest.fn();
    whenIdle(work);
    expect(work).not.toHaveBeenCalled();
  });
});
