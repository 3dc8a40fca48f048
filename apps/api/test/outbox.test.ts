import type { AddressInfo } from 'node:net';

import { schema } from '@manufaktura/db';
import { createTestDatabase } from '@manufaktura/db/testing';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { OUTBOX_BATCH, OUTBOX_LEASE_MS, OUTBOX_MAX_ATTEMPTS, OUTBOX_PARALLEL_SENDS } from '../src/constants.ts';
import { deliverDueEmails } from '../src/mail/outbox.ts';
import type { MailMessage } from '../src/mail/transport.ts';
import { createMailer } from '../src/mail/transport.ts';
import type { OutgoingEmail, SharedDocument } from '../src/repositories/outbox.ts';
import { createOutboxRepository, sharedDocument } from '../src/repositories/outbox.ts';
import { tinyProduct, tinyShop } from './fixtures/tiny-shop.ts';
import { createTestApp } from './helper.ts';

const NOW = new Date('2026-11-21T12:00:00.000Z');
const FROM = 'Manufaktura <sklep@example.pl>';

const email = (i: number): OutgoingEmail => ({
  kind: 'test',
  to: `klientka.${i}@example.pl`,
  subject: `Wiadomość ${i}`,
  html: `<p>Wiadomość ${i}</p>`,
  text: `Wiadomość ${i}`,
});

/**
 * A mail server on loopback that counts its connections and keeps what it received; a `silent`
 * one accepts connections and then says nothing until `release()` (or never): the greeting, and
 * everything after it, waits.
 */
async function mailServer({ silent }: { silent: boolean }) {
  const waiting: Array<() => void> = [];
  let connections = 0;
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onConnect(_session, callback) {
      connections += 1;
      if (silent) waiting.push(() => callback());
      else callback();
    },
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        received.push(...session.envelope.rcptTo.map((r) => r.address));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    connections: () => connections,
    received,
    release: () => waiting.splice(0).forEach((greet) => greet()),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function until(condition: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 500 && !condition(); i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  if (!condition()) throw new Error(`never happened: ${what}`);
}

describe('the outbox and a mail server that does not answer', () => {
  const smtp = { server: undefined as Awaited<ReturnType<typeof mailServer>> | undefined };
  beforeAll(async () => {
    smtp.server = await mailServer({ silent: true });
  });
  afterAll(async () => {
    smtp.server?.release();
    await smtp.server?.close();
  });

  it('keeps the shop answering while an e-mail waits on the mail server, then sends it', async () => {
    const server = smtp.server!;
    const app = await createTestApp({
      seed: tinyShop([tinyProduct({ slug: 'krem', name: 'Krem różany' })]),
      now: () => NOW,
      mail: { ...createMailer({ smtpUrl: server.url, outboxDir: '/nonexistent' }), from: FROM, intervalMs: 0 },
    });
    try {
      await createOutboxRepository(app.db).enqueue([email(1)], NOW);
      app.outbox.kick();
      await until(() => server.connections() > 0, 'the outbox connected to the mail server');

      // The sender hangs on the silent server; on PGlite a transaction held meanwhile would stop this query.
      const products = app.inject({ method: 'GET', url: '/api/products' });
      const answered = await Promise.race([
        products.then((response) => response.statusCode),
        new Promise<string>((resolve) =>
          setTimeout(() => resolve('no answer while the mail server was silent'), 5_000),
        ),
      ]);
      expect(answered).toBe(200);
      const [waiting] = await app.db.select().from(schema.outboxEmails);
      expect(waiting).toMatchObject({ status: 'SENDING', attempts: 1 });

      server.release();
      await app.outbox.idle();
      const [sent] = await app.db.select().from(schema.outboxEmails);
      expect(sent).toMatchObject({ status: 'SENT', attempts: 1 });
      expect(server.received).toEqual(['klientka.1@example.pl']);
    } finally {
      await app.close();
    }
  });

  it('gives up on a server that never greets within the greeting timeout, and keeps the e-mail for later', async () => {
    const server = smtp.server!;
    const database = await createTestDatabase();
    try {
      const mailer = createMailer({
        smtpUrl: server.url,
        outboxDir: '/nonexistent',
        timeouts: { connectionMs: 1_000, greetingMs: 300, socketMs: 1_000 },
      });
      await createOutboxRepository(database.db).enqueue([email(2)], NOW);
      expect((await deliverDueEmails(database.db, mailer.send, FROM, NOW)).sent).toBe(0);
      mailer.close();
      const [kept] = await database.db.select().from(schema.outboxEmails);
      expect(kept).toMatchObject({ status: 'PENDING', attempts: 1, nextAttemptAt: new Date(NOW.getTime() + 60_000) });
      expect(kept!.lastError).toMatch(/greeting/i);
    } finally {
      await database.close();
    }
  });
});

describe('the outbox and a mail server that answers', () => {
  it('sends a backlog over as many connections as it sends e-mails at once, each kept for the next e-mail', async () => {
    const server = await mailServer({ silent: false });
    const app = await createTestApp({
      now: () => NOW,
      mail: { ...createMailer({ smtpUrl: server.url, outboxDir: '/nonexistent' }), from: FROM, intervalMs: 0 },
    });
    try {
      const queued = OUTBOX_BATCH * 2 + 3;
      await createOutboxRepository(app.db).enqueue(
        Array.from({ length: queued }, (_, i) => email(i)),
        NOW,
      );
      app.outbox.kick();
      await app.outbox.idle();
      expect(server.received.toSorted()).toEqual(
        Array.from({ length: queued }, (_, i) => `klientka.${i}@example.pl`).toSorted(),
      );
      expect(server.connections()).toBeLessThanOrEqual(OUTBOX_PARALLEL_SENDS);
    } finally {
      await app.close();
      await server.close();
    }
  });
});

describe('shutting down', () => {
  it('does not wait on a send stuck on the mail server, and leaves that e-mail claimed for a later try', async () => {
    const database = await createTestDatabase();
    try {
      let sending = 0;
      const app = await createTestApp({
        database,
        now: () => NOW,
        mail: {
          send: () => {
            sending += 1;
            return new Promise<void>(() => {});
          },
          from: FROM,
          intervalMs: 0,
          closeWaitMs: 100,
        },
      });
      await createOutboxRepository(database.db).enqueue([email(1)], NOW);
      app.outbox.kick();
      await until(() => sending > 0, 'the outbox began sending');
      await app.close();
      const [claimed] = await database.db.select().from(schema.outboxEmails);
      expect(claimed).toMatchObject({
        status: 'SENDING',
        attempts: 1,
        nextAttemptAt: new Date(NOW.getTime() + OUTBOX_LEASE_MS),
      });
    } finally {
      await database.close();
    }
  });
});

describe('several senders on one outbox', () => {
  it('send each e-mail exactly once', async () => {
    const database = await createTestDatabase();
    try {
      const queued = OUTBOX_BATCH * 2 + 5;
      await createOutboxRepository(database.db).enqueue(
        Array.from({ length: queued }, (_, i) => email(i)),
        NOW,
      );
      const delivered: string[] = [];
      const send = async (message: MailMessage) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        delivered.push(message.to);
      };
      // Each sender looks again until it finds nothing due, as the shop's does after a full batch.
      const sender = async () => {
        let sent = 0;
        for (let round = await deliverDueEmails(database.db, send, FROM, NOW); round.claimed > 0;) {
          sent += round.sent;
          round = await deliverDueEmails(database.db, send, FROM, NOW);
        }
        return sent;
      };
      const counts = await Promise.all([sender(), sender(), sender()]);
      expect(counts.reduce((sum, n) => sum + n, 0)).toBe(queued);
      expect(delivered.toSorted()).toEqual(
        Array.from({ length: queued }, (_, i) => `klientka.${i}@example.pl`).toSorted(),
      );
      const rows = await database.db.select().from(schema.outboxEmails);
      expect(rows.every((row) => row.status === 'SENT' && row.attempts === 1)).toBe(true);
    } finally {
      await database.close();
    }
  });

  it('leave an e-mail claimed by another alone until its lease is over, then take it', async () => {
    const database = await createTestDatabase();
    try {
      await createOutboxRepository(database.db).enqueue([email(1)], NOW);
      const leaseEnd = new Date(NOW.getTime() + OUTBOX_LEASE_MS);
      // Another instance claimed it and died mid-send.
      await database.db.update(schema.outboxEmails).set({ status: 'SENDING', attempts: 1, nextAttemptAt: leaseEnd });
      const delivered: string[] = [];
      const send = async (message: MailMessage) => {
        delivered.push(message.to);
      };

      expect((await deliverDueEmails(database.db, send, FROM, new Date(leaseEnd.getTime() - 1))).sent).toBe(0);
      expect((await deliverDueEmails(database.db, send, FROM, leaseEnd)).sent).toBe(1);
      expect(delivered).toEqual(['klientka.1@example.pl']);
      const [row] = await database.db
        .select()
        .from(schema.outboxEmails)
        .where(eq(schema.outboxEmails.to, 'klientka.1@example.pl'));
      expect(row).toMatchObject({ status: 'SENT', attempts: 2 });
    } finally {
      await database.close();
    }
  });
});

describe('a backlog', () => {
  it('is sent whole after one kick, a batch at a time, a few e-mails at once', async () => {
    const queued = OUTBOX_BATCH * 3 + 7;
    let sending = 0;
    let most = 0;
    const delivered: string[] = [];
    const app = await createTestApp({
      now: () => NOW,
      mail: {
        send: async (message) => {
          sending += 1;
          most = Math.max(most, sending);
          await new Promise((resolve) => setTimeout(resolve, 2));
          sending -= 1;
          delivered.push(message.to);
        },
        from: FROM,
        intervalMs: 0,
      },
    });
    try {
      await createOutboxRepository(app.db).enqueue(
        Array.from({ length: queued }, (_, i) => email(i)),
        NOW,
      );
      app.outbox.kick();
      await app.outbox.idle();
      expect(delivered).toHaveLength(queued);
      expect(new Set(delivered).size).toBe(queued);
      expect(most).toBe(OUTBOX_PARALLEL_SENDS);
      const rows = await app.db.select().from(schema.outboxEmails);
      expect(rows.every((row) => row.status === 'SENT' && row.attempts === 1)).toBe(true);
    } finally {
      await app.close();
    }
  });
});

describe('settling an attempt', () => {
  it('records a failure with a later attempt, keeps its error once sent, and gives up after the last attempt', async () => {
    const database = await createTestDatabase();
    try {
      const outbox = createOutboxRepository(database.db);
      const stored = async (to: string) =>
        (await database.db.select().from(schema.outboxEmails).where(eq(schema.outboxEmails.to, to)))[0]!;
      await outbox.enqueue([email(1)], new Date(NOW.getTime() - 1_000));
      await outbox.enqueue([email(2)], NOW);
      const refusing = (who: string) => async (message: MailMessage) => {
        if (message.to === who) throw new Error('550 mailbox unavailable');
      };

      expect((await deliverDueEmails(database.db, refusing('klientka.1@example.pl'), FROM, NOW)).sent).toBe(1);
      expect(await stored('klientka.1@example.pl')).toMatchObject({
        status: 'PENDING',
        attempts: 1,
        nextAttemptAt: new Date(NOW.getTime() + 60_000),
        lastError: '550 mailbox unavailable',
        sentAt: null,
      });
      expect(await stored('klientka.2@example.pl')).toMatchObject({
        status: 'SENT',
        attempts: 1,
        nextAttemptAt: new Date(NOW.getTime() + OUTBOX_LEASE_MS),
        lastError: null,
        sentAt: NOW,
      });

      const later = new Date(NOW.getTime() + 60_000);
      expect((await deliverDueEmails(database.db, refusing('nobody'), FROM, later)).sent).toBe(1);
      expect(await stored('klientka.1@example.pl')).toMatchObject({
        status: 'SENT',
        attempts: 2,
        lastError: '550 mailbox unavailable',
        sentAt: later,
      });

      await outbox.enqueue([email(3)], later);
      await database.db
        .update(schema.outboxEmails)
        .set({ attempts: OUTBOX_MAX_ATTEMPTS - 1 })
        .where(eq(schema.outboxEmails.to, 'klientka.3@example.pl'));
      expect((await deliverDueEmails(database.db, refusing('klientka.3@example.pl'), FROM, later)).sent).toBe(0);
      expect(await stored('klientka.3@example.pl')).toMatchObject({
        status: 'FAILED',
        attempts: OUTBOX_MAX_ATTEMPTS,
        lastError: '550 mailbox unavailable',
      });
    } finally {
      await database.close();
    }
  });
});

describe('documents many e-mails attach', () => {
  const withTerms = (i: number, document: SharedDocument): OutgoingEmail => ({
    ...email(i),
    attachments: [
      { filename: 'regulamin.txt', contentType: 'text/plain; charset=utf-8', content: `Zamówienie ${i}\n\n`, document },
    ],
  });
  /** What each recipient was sent as attachments, by address. */
  const sentAttachments = () => {
    const sent: Record<string, string[]> = {};
    const send = async (message: MailMessage) => {
      sent[message.to] = (message.attachments ?? []).map((a) => a.content);
    };
    return { sent, send };
  };

  it('are kept once each and sent whole; a changed one is kept beside the one sent before', async () => {
    const database = await createTestDatabase();
    try {
      const outbox = createOutboxRepository(database.db);
      const first = sharedDocument('Regulamin, wersja pierwsza.\n');
      const second = sharedDocument('Regulamin, wersja druga.\n');
      await outbox.enqueue([withTerms(1, first), withTerms(2, first)], NOW);
      await outbox.enqueue([withTerms(3, first)], NOW);
      await outbox.enqueue([withTerms(4, second)], NOW);

      const kept = await database.db.select().from(schema.mailDocuments);
      expect(kept.map(({ digest, content }) => ({ digest, content }))).toEqual(
        expect.arrayContaining([
          { digest: first.digest, content: first.text },
          { digest: second.digest, content: second.text },
        ]),
      );
      expect(kept).toHaveLength(2);
      // A queued e-mail holds the attachment's beginning and names the document.
      const queued = await database.db.select().from(schema.outboxEmails);
      expect(queued.find((row) => row.to === 'klientka.1@example.pl')!.attachments).toEqual([
        {
          filename: 'regulamin.txt',
          contentType: 'text/plain; charset=utf-8',
          content: 'Zamówienie 1\n\n',
          document: first.digest,
        },
      ]);

      const { sent, send } = sentAttachments();
      expect((await deliverDueEmails(database.db, send, FROM, NOW)).sent).toBe(4);
      expect(sent).toEqual({
        'klientka.1@example.pl': ['Zamówienie 1\n\nRegulamin, wersja pierwsza.\n'],
        'klientka.2@example.pl': ['Zamówienie 2\n\nRegulamin, wersja pierwsza.\n'],
        'klientka.3@example.pl': ['Zamówienie 3\n\nRegulamin, wersja pierwsza.\n'],
        'klientka.4@example.pl': ['Zamówienie 4\n\nRegulamin, wersja druga.\n'],
      });
    } finally {
      await database.close();
    }
  });

  it('are not lost when the e-mail that first named one is rolled back', async () => {
    const database = await createTestDatabase();
    try {
      const terms = sharedDocument('Regulamin.\n');
      await database.db
        .transaction(async (tx) => {
          await createOutboxRepository(tx).enqueue([withTerms(1, terms)], NOW);
          throw new Error('the order is refused');
        })
        .catch(() => undefined);
      await createOutboxRepository(database.db).enqueue([withTerms(2, terms)], NOW);
      const { sent, send } = sentAttachments();
      expect((await deliverDueEmails(database.db, send, FROM, NOW)).sent).toBe(1);
      expect(sent).toEqual({ 'klientka.2@example.pl': ['Zamówienie 2\n\nRegulamin.\n'] });
    } finally {
      await database.close();
    }
  });

  it('fail the attempt of an e-mail whose document is not kept, which is sent once it is', async () => {
    const database = await createTestDatabase();
    try {
      const terms = sharedDocument('Regulamin.\n');
      await database.db.insert(schema.outboxEmails).values({
        ...email(1),
        attachments: [{ filename: 'regulamin.txt', contentType: 'text/plain', content: '', document: terms.digest }],
        nextAttemptAt: NOW,
      });
      const { sent, send } = sentAttachments();
      expect((await deliverDueEmails(database.db, send, FROM, NOW)).sent).toBe(0);
      const [waiting] = await database.db.select().from(schema.outboxEmails);
      expect(waiting).toMatchObject({ status: 'PENDING', attempts: 1 });
      expect(waiting!.lastError).toContain(terms.digest);

      await database.db.insert(schema.mailDocuments).values({ digest: terms.digest, content: terms.text });
      expect((await deliverDueEmails(database.db, send, FROM, waiting!.nextAttemptAt)).sent).toBe(1);
      expect(sent).toEqual({ 'klientka.1@example.pl': ['Regulamin.\n'] });
    } finally {
      await database.close();
    }
  });

  it('are never changed or deleted once kept', async () => {
    const database = await createTestDatabase();
    try {
      const terms = sharedDocument('Regulamin.\n');
      await createOutboxRepository(database.db).enqueue([withTerms(1, terms)], NOW);
      const kept = eq(schema.mailDocuments.digest, terms.digest);
      await expect(
        database.db.update(schema.mailDocuments).set({ content: 'Inny regulamin.\n' }).where(kept),
      ).rejects.toThrow();
      await expect(database.db.delete(schema.mailDocuments).where(kept)).rejects.toThrow();
      expect(await database.db.select({ content: schema.mailDocuments.content }).from(schema.mailDocuments)).toEqual([
        { content: 'Regulamin.\n' },
      ]);
    } finally {
      await database.close();
    }
  });
});
