import { tmpdir } from 'node:os';
import path from 'node:path';

// Ports and browser settings of the e2e stack (kept apart from `pnpm start`'s 3000-3003/4000).
// E2E_PORT_OFFSET moves every port, so that two checkouts can run the suite side by side.
const OFFSET = Number(process.env.E2E_PORT_OFFSET || 0);

export const E2E_PORTS = {
  host: 3100 + OFFSET,
  remotePublic: 3101 + OFFSET,
  remoteCandidate: 3102 + OFFSET,
  remoteRecruiter: 3103 + OFFSET,
  api: 4100 + OFFSET,
  /** A second host whose candidate remote a test stops and starts. */
  isolatedHost: 3110 + OFFSET,
  isolatedRemoteCandidate: 3112 + OFFSET,
  /** A host (its build as it is) composing a public remote rebuilt alone (deploy-remote-alone). */
  redeployHost: 3114 + OFFSET,
  redeployRemotePublic: 3115 + OFFSET,
  /** The SMTP sink the stack's API delivers its e-mails to (support/smtp-sink.mjs). */
  smtp: 4140 + OFFSET,
} as const;

/**
 * Where the SMTP sink writes each message it receives (one .eml file each), read by
 * support/mail.ts. Named after the sink's port, so that a reused stack and the tests agree.
 */
export const E2E_MAIL_DIR = path.join(tmpdir(), `hospohire-e2e-mail-${E2E_PORTS.smtp}`);

export const E2E_ORIGINS = [
  `http://localhost:${E2E_PORTS.host}`,
  `http://127.0.0.1:${E2E_PORTS.host}`,
  `http://localhost:${E2E_PORTS.isolatedHost}`,
  `http://localhost:${E2E_PORTS.redeployHost}`,
];

// Debian's Chromium; Playwright downloads no browser here.
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};
