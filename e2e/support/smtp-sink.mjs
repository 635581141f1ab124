#!/usr/bin/env node
// The e2e stack's mail server: accepts every message on SMTP_SINK_PORT (loopback, no TLS, no
// auth) and writes each one, as received, to SMTP_SINK_DIR/<time>-<n>.eml. support/mail.ts reads
// them (`waitForMail`). Started by playwright.config.ts before the stack, whose API delivers to
// it (SMTP_URL). Files of an earlier run are removed at start.
import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

const port = Number(process.env.SMTP_SINK_PORT);
const dir = process.env.SMTP_SINK_DIR;
if (!Number.isInteger(port) || port <= 0 || !dir) {
  console.error('smtp-sink: set SMTP_SINK_PORT and SMTP_SINK_DIR');
  process.exit(1);
}

fs.mkdirSync(dir, { recursive: true });
for (const name of fs.readdirSync(dir)) {
  if (name.endsWith('.eml') || name.endsWith('.part')) fs.rmSync(path.join(dir, name));
}

let count = 0;
const server = new SMTPServer({
  authOptional: true,
  // Plain SMTP on loopback: nodemailer would otherwise try STARTTLS with a self-signed cert.
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  size: 10 * 1024 * 1024,
  onData(stream, _session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('error', callback);
    stream.on('end', () => {
      count += 1;
      const name = `${String(Date.now()).padStart(15, '0')}-${String(count).padStart(6, '0')}`;
      const part = path.join(dir, `${name}.part`);
      try {
        // Written whole, then renamed: a reader never sees half a message.
        fs.writeFileSync(part, Buffer.concat(chunks));
        fs.renameSync(part, path.join(dir, `${name}.eml`));
        callback();
      } catch (error) {
        callback(error);
      }
    });
  },
});
server.on('error', (error) => console.error('smtp-sink:', error.message));
server.listen(port, '127.0.0.1', () => {
  console.log(`smtp-sink: listening on 127.0.0.1:${port}, writing to ${dir}`);
});

const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
