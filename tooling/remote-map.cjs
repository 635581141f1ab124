// The host's run-time remote map, filled from the environment (never named at build time).
const DEFAULT_PORTS = { remote_public: 3001, remote_candidate: 3002, remote_recruiter: 3003 };
const ENV = {
  remote_public: 'REMOTE_PUBLIC_URL',
  remote_candidate: 'REMOTE_CANDIDATE_URL',
  remote_recruiter: 'REMOTE_RECRUITER_URL',
};

function remoteMapFromEnv(env = process.env) {
  const map = {};
  for (const [name, variable] of Object.entries(ENV)) {
    const base = (env[variable] || `http://localhost:${DEFAULT_PORTS[name]}`).replace(/\/+$/, '');
    map[name] = `${base}/remoteEntry.js`;
  }
  return map;
}

/**
 * Where the composer itself fetches each remote's prerendered fragments (docs/prerender.md):
 * REMOTE_*_PRERENDER_URL, the remote's address on the server side (compose: http://remote-public:3001),
 * else the browser's address (REMOTE_*_URL).
 */
function fragmentMapFromEnv(env = process.env) {
  const map = remoteMapFromEnv(env);
  for (const [name, variable] of Object.entries(ENV)) {
    const base = env[variable.replace(/_URL$/, '_PRERENDER_URL')];
    if (base) map[name] = `${base.replace(/\/+$/, '')}/remoteEntry.js`;
  }
  return map;
}

module.exports = { remoteMapFromEnv, fragmentMapFromEnv, DEFAULT_PORTS };
