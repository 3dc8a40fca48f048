import type { ErrorCode, ErrorParams } from '@manufaktura/core';
import { formatMessage, httpStatusOf } from '@manufaktura/core';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

export interface ErrorBody {
  errorMsgCode: ErrorCode;
  message: string;
  params?: ErrorParams;
}

/** The one way an error leaves the API: status from the catalogue, Polish text from core. */
export function errorBody(code: ErrorCode, params?: ErrorParams): ErrorBody {
  const body: ErrorBody = { errorMsgCode: code, message: formatMessage(code, params) };
  if (params !== undefined) body.params = params;
  return body;
}

declare module 'fastify' {
  interface FastifyReply {
    /** Sends an expected business outcome as `{ errorMsgCode, message, params }`. */
    sendError(code: ErrorCode, params?: ErrorParams): FastifyReply;
  }
}

interface FieldIssue {
  field: string;
  message: string;
}

function validationIssues(error: FastifyError): FieldIssue[] {
  if (hasZodFastifySchemaValidationErrors(error)) {
    return error.validation.map((issue) => ({
      field: [error.validationContext, issue.instancePath.replace(/^\//, '').replaceAll('/', '.')]
        .filter(Boolean)
        .join('.'),
      message: issue.message ?? 'invalid value',
    }));
  }
  return [{ field: 'body', message: error.message }];
}

/**
 * Where the first text in `value` holds a NUL character, which PostgreSQL
 * can neither store nor compare (it would fail the query, not the request).
 */
export function nulCharacterAt(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return path;
    const found = nulCharacterAt(item, `${path}.${key}`);
    if (found) return found;
  }
  return undefined;
}

/**
 * What the router says before any route or hook runs (Fastify's
 * `frameworkErrors`), in the same error model: a path segment longer than any
 * slug or id names nothing there is; a malformed address is invalid.
 */
export function routerErrorHandler(error: FastifyError, _request: unknown, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.code(httpStatusOf('not.found')).send(errorBody('not.found'));
    return;
  }
  void reply
    .code(httpStatusOf('request.invalid'))
    .send(errorBody('request.invalid', { fields: [{ field: 'url', message: error.message }] }));
}

/**
 * Central error mapping: a client's mistake is a 4xx with a code, never a 500;
 * anything unexpected is logged with the request id and answered without detail.
 */
export default fp(
  async function errors(app: FastifyInstance) {
    app.decorateReply('sendError', function (this: FastifyReply, code: ErrorCode, params?: ErrorParams) {
      return this.code(httpStatusOf(code)).send(errorBody(code, params));
    });

    app.addHook('preValidation', async (request, reply) => {
      const field =
        nulCharacterAt(request.params, 'params') ??
        nulCharacterAt(request.query, 'querystring') ??
        nulCharacterAt(request.body, 'body');
      if (field) return reply.sendError('request.invalid', { fields: [{ field, message: 'NUL character' }] });
    });

    app.setNotFoundHandler((request, reply) => {
      reply.sendError('not.found', { path: request.url.split('?')[0] });
    });

    app.setErrorHandler((error: FastifyError, request, reply) => {
      const status = error.statusCode ?? 500;
      if (error.validation || (status >= 400 && status < 500 && status !== 404)) {
        request.log.info({ err: error }, 'rejected invalid request');
        const code = status === 413 ? 'request.too.large' : 'request.invalid';
        return reply
          .code(status === 413 || status === 415 ? status : 400)
          .send(errorBody(code, { fields: validationIssues(error) }));
      }
      if (status === 404) return reply.sendError('not.found');
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send(errorBody('unknown.error'));
    });
  },
  { name: 'errors' },
);
