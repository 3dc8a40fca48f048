import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import nodemailer from 'nodemailer';

import { OUTBOX_PARALLEL_SENDS } from '../constants.ts';
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

/** The mail transport the outbox sends through, and its `close` for when the shop stops (it ends open connections). */
export interface Mailer {
  send: SendMail;
  close(): void;
}

/**
 * The SMTP URL with the timeouts and the pool as its query options (nodemailer reads a connection
 * URL's options only from the URL); ones the URL sets itself win. The pool keeps as many connections
 * as the outbox sends e-mails at once, each open for the next e-mail: the connection, its TLS and
 * its login are made once for many e-mails, not for each.
 */
function withOptions(smtpUrl: string, { connectionMs, greetingMs, socketMs }: SmtpTimeouts): string {
  const url = new URL(smtpUrl);
  const options = {
    connectionTimeout: connectionMs,
    greetingTimeout: greetingMs,
    socketTimeout: socketMs,
    pool: true,
    maxConnections: OUTBOX_PARALLEL_SENDS,
  };
  for (const [name, value] of Object.entries(options)) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, String(value));
  }
  return url.toString();
}

/**
 * SMTP when a URL is configured (a pool of connections); otherwise each message is written to
 * `outboxDir` as an .eml file, readable in any mail program (development, demos, tests).
 */
export function createMailer(options: {
  smtpUrl?: string | undefined;
  outboxDir: string;
  timeouts?: SmtpTimeouts;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(withOptions(options.smtpUrl, options.timeouts ?? SMTP_TIMEOUTS));
    return {
      send: async (message) => {
        await transport.sendMail(message);
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (message) => {
      const info = await transport.sendMail(message);
      await mkdir(options.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^a-zA-Z0-9]/g, '')}.eml`;
      await writeFile(join(options.outboxDir, name), info.message as Buffer);
    },
    close: () => transport.close(),
  };
}
