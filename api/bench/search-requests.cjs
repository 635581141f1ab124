// autocannon `setupRequest` for bench/search.ts, loaded by autocannon's worker thread (so a plain
// CommonJS file): each request is the next distinct search (a path from the JSON list in
// BENCH_SEARCH_FILE) by the next candidate (a cookie from BENCH_COOKIES_FILE).
const fs = require('node:fs');

const paths = JSON.parse(fs.readFileSync(process.env.BENCH_SEARCH_FILE, 'utf8'));
const cookies = JSON.parse(fs.readFileSync(process.env.BENCH_COOKIES_FILE, 'utf8'));
let next = Math.floor(Math.random() * paths.length);

module.exports = function setupRequest(request) {
  const i = next++;
  return {
    ...request,
    path: paths[i % paths.length],
    headers: { ...request.headers, cookie: cookies[i % cookies.length] },
  };
};
