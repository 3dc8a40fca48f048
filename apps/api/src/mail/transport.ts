import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import nodemailer from 'nodemailer';

import type { SentAttachment } from '../repositories/outbox.ts';

export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: SentAttachment[];
}

/** Delivers one message or throws; the outbox retries what throws. */
export type SendMail = (message: MailMessage) => Promise<void>;

/** How long SMTP may take, in milliseconds: to connect, to greet, and to say anything at all once talking. */
export interface SmtpTimeouts {
  connectionMs: number;
  greetingMs: number;
  socketMs: number;
}

/** A mail server that does not answer in this time is given up on for this attempt; the outbox retries later. */
export const SMTP_TIMEOUTS: SmtpTimeouts = { connectionMs: 10_000, greetingMs: 10_000, socketMs: 30_000 };

/**
 * The SMTP URL with the timeouts as its query options (nodemailer reads a
 * connection URL's options only from the URL); ones the URL sets itself win.
 */
function withTimeouts(smtpUrl: string, { connectionMs, greetingMs, socketMs }: SmtpTimeouts): string {
  const url = new URL(smtpUrl);
  const timeouts = { connectionTimeout: connectionMs, greetingTimeout: greetingMs, socketTimeout: socketMs };
  for (const [name, ms] of Object.entries(timeouts)) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, String(ms));
  }
  return url.toString();
}

/**
 * SMTP when a URL is configured; otherwise each message is written to
 * `outboxDir` as an .eml file, readable in any mail program (development,
 * demos, tests).
 */
export function createMailer(options: {
  smtpUrl?: string | undefined;
  outboxDir: string;
  timeouts?: SmtpTimeouts;
}): SendMail {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(withTimeouts(options.smtpUrl, options.timeouts ?? SMTP_TIMEOUTS));
    return async (message) => {
      await transport.sendMail(message);
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return async (message) => {
    const info = await transport.sendMail(message);
    await mkdir(options.outboxDir, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^a-zA-Z0-9]/g, '')}.eml`;
    await writeFile(join(options.outboxDir, name), info.message as Buffer);
  };
}
