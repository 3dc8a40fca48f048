import type { FastifyReply } from 'fastify';

/**
 * An answer that is JSON text already (kept product answers, ADR 016): sent as it is, labelled as
 * the serializer labels JSON. Tests still check it against the route's contract (`verifyAnswers`).
 */
export function sendJsonText(reply: FastifyReply, text: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(text);
}
