// The sitemap and the Indeed feed at the bench's size (issue 31 item 8: each answers in ≤ 200 ms
// at 10,000 open jobs). Run by `pnpm bench:api` after the other cases (BENCH_ONLY=sitemap,feed
// for these alone), on its database and API: one request at a time, as a crawler or a job board
// asks, from a thread of its own, after a few not counted; prints e.g.
//   sitemap 10k: p50 41 ms p99 58 ms, 1,234,567 bytes
//   indeed feed 10k: p50 95 ms p99 120 ms, 7,654,321 bytes
import { Worker } from 'node:worker_threads';
import type { BenchContext } from './api.js';

/** Each document's time to the last byte, at most (p99). */
export const JOB_BOARDS_P99_GOAL_MS = 200;
const WARMUP_REQUESTS = 5;
const REQUESTS = Number(process.env.BENCH_DOCUMENT_REQUESTS || 100);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * The client: its own thread, as autocannon is for the other cases (a crawler is not the API's
 * process: receiving megabytes on the API's thread would be counted as the API's time). Each
 * request's time is to the last byte.
 */
const CLIENT = `
const { parentPort, workerData } = require('node:worker_threads');
const { url, warmup, requests } = workerData;
(async () => {
  const times = [];
  let bytes = 0;
  for (let i = 0; i < warmup + requests; i++) {
    const started = performance.now();
    const response = await fetch(url);
    const body = await response.arrayBuffer();
    const ms = performance.now() - started;
    if (response.status !== 200) throw new Error(url + ': ' + response.status);
    if (i >= warmup) times.push(ms);
    bytes = body.byteLength;
  }
  parentPort.postMessage({ times, bytes });
})();
`;

function fetchMany(url: string): Promise<{ times: number[]; bytes: number }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(CLIENT, {
      eval: true,
      workerData: { url, warmup: WARMUP_REQUESTS, requests: REQUESTS },
    });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

async function documentLine(name: string, url: string): Promise<string> {
  const { times, bytes } = await fetchMany(url);
  times.sort((a, b) => a - b);
  const p50 = percentile(times, 50);
  const p99 = percentile(times, 99);
  const met = p99 <= JOB_BOARDS_P99_GOAL_MS;
  if (!met) process.exitCode = 1;
  return (
    `${name}: p50 ${Math.round(p50)} ms p99 ${Math.round(p99)} ms, ` +
    `${bytes.toLocaleString('en-GB')} bytes${met ? '' : '  (goal missed)'}`
  );
}

/** The `sitemap <size>` and `indeed feed <size>` lines (`keys`: which of them). */
export async function jobBoardCases(
  ctx: BenchContext,
  keys: { sitemap: boolean; feed: boolean },
): Promise<string[]> {
  const lines: string[] = [];
  if (keys.sitemap)
    lines.push(
      await documentLine(`sitemap ${ctx.size.label}`, `${ctx.base}/api/public/sitemap.xml`),
    );
  if (keys.feed)
    lines.push(
      await documentLine(
        `indeed feed ${ctx.size.label}`,
        `${ctx.base}/api/public/feeds/indeed.xml`,
      ),
    );
  return lines;
}
