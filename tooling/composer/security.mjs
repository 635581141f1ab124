// The ONE Content-Security-Policy and the other security headers of everything the composer
// serves (production included: nginx in front adds none of its own). /api answers carry the
// API's own headers and never pass through here.
import helmet from '@fastify/helmet';

/** The origins (`http://localhost:3001`) of the remote map's remoteEntry.js URLs. */
export function remoteOrigins(remoteMap) {
  const origins = new Set();
  for (const entry of Object.values(remoteMap || {})) {
    try {
      const { origin, protocol } = new URL(String(entry));
      if (protocol === 'http:' || protocol === 'https:') origins.add(origin);
    } catch {
      /* not a URL: left out of the policy (the page cannot load it anyway) */
    }
  }
  return [...origins];
}

/** A Host header fit to be written into a policy (`localhost:3000`, `[::1]:3000`), else null. */
function safeHost(req) {
  const host = req.headers.host || '';
  return /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/.test(host) ? host : null;
}

const LOOPBACK = /^(?:127\.|::1$|::ffff:127\.)/;

/**
 * Did the request come over https? A TLS socket, or `X-Forwarded-Proto: https` from a proxy we
 * trust (`trustProxy: true`, else only a proxy on this machine: a TLS terminator in front).
 */
export function cameOverHttps(req, trustProxy) {
  if (req.socket.encrypted) return true;
  const trusted = trustProxy ?? LOOPBACK.test(req.socket.remoteAddress || '');
  if (!trusted) return false;
  const proto = String(req.headers['x-forwarded-proto'] || '')
    .split(',')[0]
    .trim();
  return proto.toLowerCase() === 'https';
}

const common = {
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  // Sent only over https (cameOverHttps, below): never announced by a plain-http answer.
  strictTransportSecurity: false,
};

/**
 * The host's pages: scripts only from itself and the remotes of the remote map, no inline
 * script, not framed, fetches and the live socket only to its own origin.
 */
const hostPolicy = (remoteMap) => ({
  ...common,
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", () => remoteOrigins(remoteMap()).join(' ')],
      scriptSrcAttr: ["'none'"],
      // MUI (emotion) injects <style> elements and sets style attributes at run time; styles
      // cannot run code, so inline styles are allowed (scripts never are).
      styleSrc: ["'self'", "'unsafe-inline'"],
      // Company logos and profile pictures are https addresses their owners chose.
      imgSrc: ["'self'", 'data:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      // The API is same-origin (/api); the live notifications socket is ws(s):// to this host.
      connectSrc: [
        "'self'",
        (req) => {
          const host = safeHost(req);
          return host ? `ws://${host} wss://${host}` : '';
        },
      ],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
});

/** A remote: its files are scripts the host's page loads from another origin. */
const remotePolicy = () => ({
  ...common,
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'https:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  // Loaded by <script> from the host's origin: a same-origin resource policy would block it.
  crossOriginResourcePolicy: { policy: 'cross-origin' },
});

const HSTS = 'max-age=31536000; includeSubDomains';

/** Registers the headers on a scope (the host's or a remote's files and pages). */
export async function registerSecurity(app, { isHost, remoteMap, trustProxy }) {
  await app.register(helmet, isHost ? hostPolicy(remoteMap) : remotePolicy());
  app.addHook('onRequest', async (request, reply) => {
    if (cameOverHttps(request.raw, trustProxy)) reply.header('strict-transport-security', HSTS);
  });
}
