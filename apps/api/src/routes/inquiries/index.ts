import { b2bBody, contactBody, errorResponse, inquiryReceived } from '@manufaktura/contract';
import type { FieldError } from '@manufaktura/core';
import { isHoneypotFilled, validateB2bInquiry, validateContactInquiry } from '@manufaktura/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { Inquiry } from '../../inquiries/receive-inquiry.ts';
import { receiveInquiry } from '../../inquiries/receive-inquiry.ts';

const responses = { 202: inquiryReceived, 400: errorResponse, 429: errorResponse };

type Checked = { ok: true; inquiry: Inquiry } | { ok: false; errors: FieldError[] };

const inquiryRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Contact and B2B messages share one budget per stored session and per address. */
  const limited = app.limit(['inquiriesPerSession', 'inquiriesPerAddress']);

  /**
   * One path for both forms (their shared rate limit runs first): core's rule, the
   * honeypot (a bot is told "received" and nothing is kept), then the message.
   */
  async function receive(
    request: FastifyRequest<{ Body: { website?: string | null | undefined } }>,
    reply: FastifyReply,
    checked: Checked,
  ) {
    reply.header('Cache-Control', 'no-store');
    if (!checked.ok) return reply.sendError('request.invalid', { fields: checked.errors });
    if (isHoneypotFilled(request.body.website)) {
      request.log.info({ kind: checked.inquiry.kind }, 'inquiry from a bot dropped');
    } else {
      const context = { transaction: app.transaction, now: app.now(), shopEmail: app.orderSettings.shopEmail };
      await receiveInquiry(context, checked.inquiry, request.session.tokenHash);
      app.outbox.kick();
    }
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
    (request, reply) => {
      const check = validateContactInquiry(request.body);
      return receive(request, reply, check.ok ? { ok: true, inquiry: { kind: 'contact', value: check.value } } : check);
    },
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
    (request, reply) => {
      const check = validateB2bInquiry(request.body);
      return receive(request, reply, check.ok ? { ok: true, inquiry: { kind: 'b2b', value: check.value } } : check);
    },
  );
};

export default inquiryRoutes;
