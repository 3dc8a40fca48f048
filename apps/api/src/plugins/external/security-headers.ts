import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Headers for every API answer. JSON gets the strictest policy; the API
 * reference page (HTML) needs its own scripts and styles.
 */
export default fp(
  async function securityHeaders(app: FastifyInstance) {
    app.addHook('onSend', async (request, reply) => {
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
      reply.header('X-Frame-Options', 'DENY');
      if (request.protocol === 'https') {
        reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
      }
      const type = String(reply.getHeader('content-type') ?? '');
      reply.header(
        'Content-Security-Policy',
        type.startsWith('text/html')
          ? "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'"
          : "default-src 'none'; frame-ancestors 'none'",
      );
    });
  },
  { name: 'security-headers' },
);
