import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_MAIL_DIR, E2E_PORTS, E2E_ORIGINS, CHROMIUM_LAUNCH } from './support/stack';

// The suite runs against the production build (`pnpm build` first), served by the README's own
// run script on test ports, with a fresh embedded database. The API delivers its e-mails to an
// SMTP sink that writes them into E2E_MAIL_DIR, where tests read them (support/mail.ts).
mkdirSync(E2E_MAIL_DIR, { recursive: true });

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${E2E_PORTS.host}`,
    launchOptions: CHROMIUM_LAUNCH,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: [
    {
      command: 'node support/smtp-sink.mjs',
      port: E2E_PORTS.smtp,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { SMTP_SINK_PORT: String(E2E_PORTS.smtp), SMTP_SINK_DIR: E2E_MAIL_DIR },
    },
    {
      command: 'node ../scripts/run.mjs start --no-build',
      url: `http://127.0.0.1:${E2E_PORTS.host}/api/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        DATABASE_URL: '',
        REDIS_URL: '',
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'hospohire-e2e-')),
        LOG_LEVEL: 'warn',
        API_PORT: String(E2E_PORTS.api),
        HOST_PORT: String(E2E_PORTS.host),
        REMOTE_PUBLIC_PORT: String(E2E_PORTS.remotePublic),
        REMOTE_CANDIDATE_PORT: String(E2E_PORTS.remoteCandidate),
        REMOTE_RECRUITER_PORT: String(E2E_PORTS.remoteRecruiter),
        ALLOWED_ORIGINS: E2E_ORIGINS.join(','),
        SMTP_URL: `smtp://127.0.0.1:${E2E_PORTS.smtp}`,
      },
    },
  ],
});
