import { b2bBody, contactBody, errorResponse, inquiryReceived } from '@manufaktura/contract';
import { isHoneypotFilled, validateB2bInquiry, validateContactInquiry } from '@manufaktura/core';
import type { CheckedB2b, CheckedContact, InquiryCheck } from '@manufaktura/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { OutgoingEmail } from '../../mail/outbox.ts';
import { enqueueEmails } from '../../mail/outbox.ts';
import { b2bNoticeEmail, contactNoticeEmail, inquiryAcknowledgementEmail } from '../../mail/templates/inquiry.ts';
import { createInquiryRepository } from '../../repositories/inquiries.ts';
import type { NewInquiry } from '../../repositories/inquiries.ts';

const responses = { 202: inquiryReceived, 400: errorResponse, 429: errorResponse };

interface Handling<T> {
  kind: 'contact' | 'b2b';
  check: InquiryCheck<T>;
  row: (value: T) => Omit<NewInquiry, 'kind' | 'sessionTokenHash' | 'createdAt'>;
  notice: (value: T, reference: string) => Omit<OutgoingEmail, 'kind' | 'to' | 'reference'>;
}

const inquiryRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Contact and B2B messages share one budget per stored session and per address. */
  const limited = app.limit(['inquiriesPerSession', 'inquiriesPerAddress']);

  /**
   * One path for both forms (their shared rate limit runs first): core's rule, the
   * honeypot (a bot is told "received" and nothing is kept), then the row
   * and its e-mails in one transaction.
   */
  async function receive<T extends { email: string }>(
    request: FastifyRequest<{ Body: { website?: string | null | undefined } }>,
    reply: FastifyReply,
    { kind, check, row, notice }: Handling<T>,
  ) {
    reply.header('Cache-Control', 'no-store');
    if (!check.ok) return reply.sendError('request.invalid', { fields: check.errors });
    const { tokenHash } = request.session;
    if (isHoneypotFilled(request.body.website)) {
      request.log.info({ kind }, 'inquiry from a bot dropped');
      return reply.code(202).send({ received: true as const });
    }
    const now = app.now();
    await app.db.transaction(async (tx) => {
      const id = await createInquiryRepository(tx).add({
        kind,
        ...row(check.value),
        sessionTokenHash: tokenHash,
        createdAt: now,
      });
      const reference = id.slice(0, 8).toUpperCase();
      await enqueueEmails(
        tx,
        [
          {
            kind: `${kind}-notice`,
            to: app.orderSettings.shopEmail,
            reference: id,
            ...notice(check.value, reference),
          },
          {
            kind: `${kind}-acknowledgement`,
            to: check.value.email,
            reference: id,
            ...inquiryAcknowledgementEmail(kind),
          },
        ],
        now,
      );
    });
    app.outbox.kick();
    return reply.code(202).send({ received: true as const });
  }

  app.post(
    '/contact',
    {
      schema: {
        tags: ['inquiries'],
        summary: 'A message from the contact form, passed on to the shop by e-mail',
        body: contactBody,
        response: responses,
      },
      preHandler: limited,
    },
    (request, reply) =>
      receive<CheckedContact>(request, reply, {
        kind: 'contact',
        check: validateContactInquiry(request.body),
        row: (value) => value,
        notice: contactNoticeEmail,
      }),
  );

  app.post(
    '/b2b-inquiries',
    {
      schema: {
        tags: ['inquiries'],
        summary: 'A B2B cooperation inquiry, passed on to the shop by e-mail',
        body: b2bBody,
        response: responses,
      },
      preHandler: limited,
    },
    (request, reply) =>
      receive<CheckedB2b>(request, reply, {
        kind: 'b2b',
        check: validateB2bInquiry(request.body),
        row: (value) => value,
        notice: b2bNoticeEmail,
      }),
  );
};

export default inquiryRoutes;
