import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { EmailAttachment } from '@manufaktura/db/schema';
import nodemailer from 'nodemailer';

export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: EmailAttachment[];
}

/** Delivers one message or throws; the outbox retries what throws. */
export type SendMail = (message: MailMessage) => Promise<void>;

/**
 * SMTP when a URL is configured; otherwise each message is written to
 * `outboxDir` as an .eml file, readable in any mail program (development,
 * demos, tests).
 */
export function createMailer(options: { smtpUrl?: string | undefined; outboxDir: string }): SendMail {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
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
