// autocannon `setupRequest` for the cold runs of bench/api.ts, loaded by autocannon's worker
// thread (so a plain CommonJS file): each request carries the session cookie of the next
// candidate, from the JSON list in BENCH_COOKIES_FILE, starting at a random place.
const fs = require('node:fs');

const cookies = JSON.parse(fs.readFileSync(process.env.BENCH_COOKIES_FILE, 'utf8'));
let next = Math.floor(Math.random() * cookies.length);

module.exports = function setupRequest(request) {
  const cookie = cookies[next++ % cookies.length];
  return { ...request, headers: { ...request.headers, cookie } };
};
