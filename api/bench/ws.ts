// `pnpm bench:ws`: one API process (bench/ws-server.ts, the real app on in-memory PGlite) holds
// SOCKETS authenticated live sockets (one signed-in user each, session cookie on the upgrade);
// one notification is raised for every one of those users through the real notify path, and
// each socket's delivery time is measured from the commit. Prints delivered, p50/p95/max
// latency and the API's memory per socket. Goal (issue 4): 5,000 sockets, p95 <= 250 ms.
import { randomBytes } from 'node:crypto';
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';

const SOCKETS = Number(process.env.SOCKETS) || 5000;
const PORT = Number(process.env.BENCH_WS_PORT) || 4290;
const OPEN_CONCURRENCY = 200;
const P95_GOAL_MS = 250;
const ORIGIN = 'http://localhost:3000';
const here = path.dirname(fileURLToPath(import.meta.url));

type Memory = { rss: number; heapUsed: number; external: number; arrayBuffers: number };
type Reply = { cmd: string; [key: string]: unknown };

function start(): Promise<ChildProcess> {
  const child = fork(path.join(here, 'ws-server.ts'), [], {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    env: {
      ...process.env,
      API_PORT: String(PORT),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      NEW_STARTER_DATA_KEY: randomBytes(32).toString('base64'),
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (m: Reply) => (m.cmd === 'ready' ? resolve(child) : reject(m)));
    child.once('exit', (code) => reject(new Error(`the API exited with ${code}`)));
  });
}

function ask<T extends Reply>(child: ChildProcess, message: object, cmd: string): Promise<T> {
  return new Promise((resolve) => {
    const listen = (reply: Reply) => {
      if (reply.cmd !== cmd) return;
      child.off('message', listen);
      resolve(reply as T);
    };
    child.on('message', listen);
    child.send(message);
  });
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function main() {
  console.log(`bench:ws — ${SOCKETS} sockets on one API process (port ${PORT})`);
  const child = await start();
  try {
    const { userIds, sessions } = await ask<Reply & { userIds: string[]; sessions: string[] }>(
      child,
      { cmd: 'users', count: SOCKETS },
      'users',
    );
    const before = (await ask<Reply & { memory: Memory }>(child, { cmd: 'memory' }, 'memory'))
      .memory;

    const received: number[] = new Array(SOCKETS).fill(0);
    const sockets: WebSocket[] = [];
    let failed = 0;
    const openedAt = performance.now();
    for (let start = 0; start < SOCKETS; start += OPEN_CONCURRENCY) {
      const batch = [];
      for (let i = start; i < Math.min(SOCKETS, start + OPEN_CONCURRENCY); i += 1) {
        batch.push(
          new Promise<void>((resolve) => {
            const ws = new WebSocket(`ws://127.0.0.1:${PORT}/api/ws/notifications`, {
              headers: { cookie: `hh_session=${sessions[i]}` },
              origin: ORIGIN,
              perMessageDeflate: false,
            });
            ws.on('open', () => {
              sockets[i] = ws;
              resolve();
            });
            ws.on('message', () => {
              received[i] = performance.timeOrigin + performance.now();
            });
            ws.on('close', (code) => {
              if (code === 4401) failed += 1;
            });
            ws.on('error', () => {
              failed += 1;
              resolve();
            });
          }),
        );
      }
      await Promise.all(batch);
    }
    const held = sockets.filter((s) => s?.readyState === WebSocket.OPEN).length;
    console.log(
      `opened ${held}/${SOCKETS} sockets in ${((performance.now() - openedAt) / 1000).toFixed(1)} s (${failed} failed)`,
    );
    const after = (await ask<Reply & { memory: Memory }>(child, { cmd: 'memory' }, 'memory'))
      .memory;

    const notified = await ask<Reply & { publishedAt: number; writeMs: number; publishMs: number }>(
      child,
      { cmd: 'notify', userIds },
      'notify',
    );
    const deadline = Date.now() + 30_000;
    while (received.filter(Boolean).length < held && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 20));
    }
    const latencies = received
      .filter(Boolean)
      .map((at) => at - notified.publishedAt)
      .sort((a, b) => a - b);
    const p95 = percentile(latencies, 95);
    console.log(
      `notified ${SOCKETS} users: rows written in ${notified.writeMs.toFixed(0)} ms (one transaction), ` +
        `published to the bus in ${notified.publishMs.toFixed(0)} ms`,
    );
    console.log(`delivered ${latencies.length}/${held}`);
    console.log(
      `latency from commit: p50 ${percentile(latencies, 50).toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, max ${latencies[latencies.length - 1].toFixed(0)} ms`,
    );
    const perSocket = (after.rss - before.rss) / held;
    const heapPerSocket =
      (after.heapUsed + after.external - before.heapUsed - before.external) / held;
    console.log(
      `API memory: rss ${mb(before.rss)} -> ${mb(after.rss)}; per socket ${(perSocket / 1024).toFixed(1)} KB rss, ${(heapPerSocket / 1024).toFixed(1)} KB heap+external`,
    );
    const ok = held === SOCKETS && latencies.length === held && p95 <= P95_GOAL_MS;
    console.log(
      ok
        ? `GOAL MET: ${SOCKETS} sockets held, all delivered, p95 ${p95.toFixed(0)} ms <= ${P95_GOAL_MS} ms`
        : `GOAL NOT MET (goal: ${SOCKETS} held, all delivered, p95 <= ${P95_GOAL_MS} ms)`,
    );
    for (const ws of sockets) ws?.terminate();
    process.exitCode = ok ? 0 : 1;
  } finally {
    child.kill('SIGTERM');
  }
}

await main();
