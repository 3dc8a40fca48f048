import type { DatabaseHandle } from '@manufaktura/db';
import { schema } from '@manufaktura/db';
import { createTestDatabase } from '@manufaktura/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { MailMessage } from '../src/mail/transport.ts';
import { createOutboxRepository } from '../src/repositories/outbox.ts';
import { tinyProduct, tinyShop } from './fixtures/tiny-shop.ts';
import { createTestApp } from './helper.ts';

/**
 * Two API instances on one database, as behind a load balancer: a shopper's
 * requests land on either, and the e-mails both look after go out once.
 */
describe('two instances on one database', () => {
  let database: DatabaseHandle;
  let instances: FastifyInstance[] = [];
  const delivered: string[] = [];
  const send = async (message: MailMessage) => {
    await new Promise((resolve) => setTimeout(resolve, 2));
    delivered.push(message.to);
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    const seeded = await createTestApp({
      database,
      seed: tinyShop([tinyProduct({ slug: 'krem', name: 'Krem różany', stock: 100 })]),
    });
    await seeded.close();
    instances = await Promise.all(
      [1, 2].map(() =>
        createTestApp({ database, mail: { send, from: 'Manufaktura <sklep@example.pl>', intervalMs: 0 } }),
      ),
    );
  });
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.close()));
    await database.close();
  });

  it('share the shopper’s session and cart, whichever answers', async () => {
    const [first, second] = instances as [FastifyInstance, FastifyInstance];
    const session = String((await first.inject({ method: 'GET', url: '/api/carts' })).headers['session-id']);
    const { items } = (await second.inject({ method: 'GET', url: '/api/products' })).json();
    const added = await second.inject({
      method: 'POST',
      url: '/api/carts',
      headers: { 'session-id': session },
      payload: { add_items: [{ product_id: items[0].product_id, quantity: 2 }] },
    });
    expect(added.statusCode).toBe(200);
    expect(added.headers['session-id']).toBe(session);

    const seen = await first.inject({ method: 'GET', url: '/api/carts', headers: { 'session-id': session } });
    expect(seen.headers['session-id']).toBe(session);
    expect(seen.json()).toMatchObject({ item_quantity: 2, items: [{ quantity: 2 }] });
  });

  it('send each queued e-mail once when both deliver at the same time', async () => {
    const recipients = Array.from({ length: 10 }, (_, i) => `klientka.${i}@example.pl`);
    await createOutboxRepository(database.db).enqueue(
      recipients.map((to) => ({ kind: 'test', to, subject: 'Test', html: '<p>Test</p>', text: 'Test' })),
      new Date(),
    );
    for (const instance of instances) instance.outbox.kick();
    await Promise.all(instances.map((instance) => instance.outbox.idle()));
    expect(delivered.toSorted()).toEqual(recipients.toSorted());
    const statuses = (await database.db.select().from(schema.outboxEmails)).map((email) => email.status);
    expect(statuses).toEqual(recipients.map(() => 'SENT'));
  });
});
