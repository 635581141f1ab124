import assert from 'node:assert/strict';
import type { ChildProcess } from 'node:child_process';
import { describe, it } from 'node:test';
import { supervise, type Backoff } from '../../scripts/supervise.mjs';

// `pnpm start` (scripts/run.mjs) supervises the API with scripts/supervise.mjs; here a tiny child
// stands in for it.
const EXITS_AT_ONCE = 'process.exit(3)';
const RUNS_UNTIL_KILLED = 'setInterval(() => {}, 1000)';
const EXITS_AFTER = (ms: number) => `setTimeout(() => process.exit(3), ${ms})`;

function supervised(script: string, backoff: Partial<Backoff>) {
  const log: string[] = [];
  const starts: { at: number; child: ChildProcess }[] = [];
  const handle = supervise({
    command: process.execPath,
    args: ['-e', script],
    options: { stdio: 'ignore' },
    name: 'the child',
    log: (message) => log.push(message),
    backoff,
    onStart: (child) => starts.push({ at: Date.now(), child }),
  });
  return { handle, log, starts };
}

async function until(condition: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) assert.fail('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const delaysLogged = (log: string[]) =>
  log.map((line) => Number(/ in (\d+\.\d) s\.$/.exec(line)?.[1]) * 1000);

describe('the API supervisor (scripts/supervise.mjs)', () => {
  it('restarts a child that keeps exiting, each time after a longer delay, up to the maximum', async () => {
    const backoff = { initialMs: 200, factor: 2, maxMs: 800, resetAfterMs: 60_000 };
    const { handle, log, starts } = supervised(EXITS_AT_ONCE, backoff);
    try {
      await until(() => starts.length === 5);
    } finally {
      await handle.stop();
    }
    assert.deepEqual(delaysLogged(log), [200, 400, 800, 800]);
    assert.equal(handle.restarts, 4);
    starts.slice(1).forEach(({ at }, i) => {
      const gap = at - starts[i].at;
      assert.ok(gap >= delaysLogged(log)[i] - 5, `restart ${i + 1} came ${gap} ms after start`);
    });
    const pid = starts[0].child.pid;
    assert.match(log[0], new RegExp(`^the child \\(pid ${pid}\\) exited \\(code 3\\) after `));
    assert.match(log[0], /restart #1 in 0\.2 s\.$/);
  });

  it('goes back to the first delay after the child ran healthily for a while', async () => {
    const backoff = { initialMs: 100, factor: 2, maxMs: 10_000, resetAfterMs: 300 };
    const { handle, log, starts } = supervised(EXITS_AFTER(400), backoff);
    try {
      await until(() => starts.length === 4);
    } finally {
      await handle.stop();
    }
    assert.deepEqual(delaysLogged(log), [100, 100, 100]);
  });

  it('stop() ends the child and it is not restarted', async () => {
    const { handle, log, starts } = supervised(RUNS_UNTIL_KILLED, { initialMs: 50 });
    await until(() => starts[0]?.child.pid !== undefined);
    await sleep(200);
    await handle.stop();
    assert.equal(starts[0].child.signalCode, 'SIGTERM');
    await sleep(400);
    assert.equal(starts.length, 1);
    assert.equal(handle.restarts, 0);
    assert.deepEqual(log, []);
  });

  it('stop() during the delay cancels the pending restart', async () => {
    const { handle, log, starts } = supervised(EXITS_AT_ONCE, { initialMs: 300 });
    await until(() => log.length === 1);
    await handle.stop();
    await sleep(600);
    assert.equal(starts.length, 1);
  });

  it('does not restart when shouldRestart says no', async () => {
    const log: string[] = [];
    let starts = 0;
    const handle = supervise({
      command: process.execPath,
      args: ['-e', EXITS_AT_ONCE],
      options: { stdio: 'ignore' },
      name: 'the child',
      log: (message) => log.push(message),
      backoff: { initialMs: 50 },
      shouldRestart: ({ code }) => code !== 3,
      onStart: () => starts++,
    });
    await until(() => log.length === 1);
    await sleep(300);
    assert.equal(starts, 1);
    assert.match(log[0], /exited \(code 3\); not restarting\.$/);
    await handle.stop();
  });
});
