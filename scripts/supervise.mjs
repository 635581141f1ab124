// Keeps a child process running: when it exits unexpectedly it is started again after a delay
// that doubles on each quick failure (0.5 s, 1 s, 2 s … 30 s) and goes back to the first delay
// once the child has run for a while. `stop()` ends it for good.
import { spawn } from 'node:child_process';

export const DEFAULT_BACKOFF = {
  /** Delay before the first restart (ms). */
  initialMs: 500,
  /** Each further quick failure multiplies the delay by this. */
  factor: 2,
  /** The delay never exceeds this (ms). */
  maxMs: 30_000,
  /** A child that ran this long before exiting was healthy: the delay starts over (ms). */
  resetAfterMs: 30_000,
};

/**
 * @param {object} opts
 * @param {string} opts.command
 * @param {string[]} [opts.args]
 * @param {import('node:child_process').SpawnOptions} [opts.options]
 * @param {string} [opts.name] how the log names the child
 * @param {(message: string) => void} [opts.log]
 * @param {Partial<typeof DEFAULT_BACKOFF>} [opts.backoff]
 * @param {(exit: { code: number | null, signal: string | null }) => boolean} [opts.shouldRestart]
 *   false: do not restart after this exit (the supervisor then ends, as after `stop()`)
 * @param {(child: import('node:child_process').ChildProcess) => void} [opts.onStart]
 */
export function supervise({
  command,
  args = [],
  options = {},
  name = command,
  log = (message) => console.error(message),
  backoff = {},
  shouldRestart = () => true,
  onStart = () => undefined,
}) {
  const { initialMs, factor, maxMs, resetAfterMs } = { ...DEFAULT_BACKOFF, ...backoff };
  let child;
  let timer;
  let stopped = false;
  let restarts = 0;
  let delay = initialMs;
  /** Resolves when the current child has exited. */
  let exited = Promise.resolve();

  function start() {
    timer = undefined;
    const startedAt = Date.now();
    const current = spawn(command, args, options);
    child = current;
    let done = false;
    exited = new Promise((resolve) => {
      const onEnd = (code, signal, error) => {
        if (done) return;
        done = true;
        resolve();
        if (!stopped) restartLater(current.pid, code, signal, error, Date.now() - startedAt);
      };
      current.once('exit', (code, signal) => onEnd(code, signal));
      // Could not be started (or killed): 'exit' may never come.
      current.on('error', (error) => {
        if (current.pid === undefined || current.exitCode !== null) onEnd(null, null, error);
      });
    });
    onStart(current);
  }

  function restartLater(pid, code, signal, error, ranMs) {
    const how = error
      ? `${name} could not be started (${error.message})`
      : `${name} (pid ${pid}) exited (${signal ? `signal ${signal}` : `code ${code}`})`;
    if (!shouldRestart({ code, signal })) {
      stopped = true;
      log(`${how}; not restarting.`);
      return;
    }
    if (ranMs >= resetAfterMs) delay = initialMs;
    restarts += 1;
    log(
      `${how} after ${(ranMs / 1000).toFixed(1)} s; ` +
        `restart #${restarts} in ${(delay / 1000).toFixed(1)} s.`,
    );
    timer = setTimeout(start, delay);
    delay = Math.min(delay * factor, maxMs);
  }

  start();
  return {
    /** The current child process. */
    get child() {
      return child;
    },
    /** How many times the child has been restarted. */
    get restarts() {
      return restarts;
    },
    /** Ends the child (`signal`, default SIGTERM) without restarting it; resolves once it exited. */
    stop(signal = 'SIGTERM') {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      if (child && child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
