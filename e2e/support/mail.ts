// The e-mails the stack's API delivered: its SMTP_URL points at the SMTP sink
// (support/smtp-sink.mjs), which writes every message it receives into E2E_MAIL_DIR. Tests read
// mail here, never over HTTP: no API route shows one user's mail to another.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { E2E_MAIL_DIR } from './stack';

const DEFAULT_TIMEOUT_MS = 10_000;
const POLL_MS = 100;

/** Parsed messages by file name: a file never changes once written. */
const parsed = new Map<string, ParsedMail>();

function recipients(mail: ParsedMail): string[] {
  const fields = [mail.to, mail.cc, mail.bcc].filter(Boolean) as (
    AddressObject | AddressObject[]
  )[];
  return fields
    .flatMap((field) => (Array.isArray(field) ? field : [field]))
    .flatMap((field) => field.value)
    .map((address) => (address.address ?? '').toLowerCase());
}

function headersOf(mail: ParsedMail): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const { key, line } of mail.headerLines) {
    headers[key.toLowerCase()] = line
      .slice(line.indexOf(':') + 1)
      .replace(/\r?\n[ \t]+/g, ' ')
      .trim();
  }
  return headers;
}

/** The messages received so far, newest first. */
async function received(): Promise<ParsedMail[]> {
  let names: string[];
  try {
    names = (await readdir(E2E_MAIL_DIR)).filter((name) => name.endsWith('.eml'));
  } catch {
    return []; // the sink has not started yet
  }
  names.sort().reverse();
  const mails: ParsedMail[] = [];
  for (const name of names) {
    let mail = parsed.get(name);
    if (!mail) {
      mail = await simpleParser(await readFile(path.join(E2E_MAIL_DIR, name)));
      parsed.set(name, mail);
    }
    mails.push(mail);
  }
  return mails;
}

/**
 * The newest message delivered to `to` (and whose subject matches `opts.subject`, when given),
 * waiting up to `opts.timeoutMs` (10 s) for one to arrive; throws when none does. `headers`: every
 * header by lowercased name (the last one when repeated), unfolded.
 */
export async function waitForMail(
  to: string,
  opts: { subject?: RegExp; timeoutMs?: number } = {},
): Promise<{
  subject: string;
  text: string;
  html: string | null;
  headers: Record<string, string>;
  /** Each attachment's file name, type and text (e.g. an interview's .ics). */
  attachments: { filename: string; contentType: string; content: string }[];
}> {
  const address = to.trim().toLowerCase();
  const deadline = Date.now() + (opts.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  for (;;) {
    const mail = (await received()).find(
      (m) =>
        recipients(m).includes(address) &&
        (opts.subject === undefined || opts.subject.test(m.subject ?? '')),
    );
    if (mail) {
      return {
        subject: mail.subject ?? '',
        text: mail.text ?? '',
        html: typeof mail.html === 'string' ? mail.html : null,
        headers: headersOf(mail),
        attachments: mail.attachments.map((a) => ({
          filename: a.filename ?? '',
          contentType: a.contentType,
          content: a.content.toString('utf8'),
        })),
      };
    }
    if (Date.now() >= deadline) {
      throw new Error(
        `No e-mail to ${to}${opts.subject ? ` with a subject matching ${opts.subject}` : ''} ` +
          `arrived in ${E2E_MAIL_DIR}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
