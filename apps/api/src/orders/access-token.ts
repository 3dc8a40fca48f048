import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token in a guest's order link: an HMAC of the order id, so nothing
 * needs storing and a retried order request can hand out the same link.
 */
export function orderAccessToken(secret: string, orderId: string): string {
  return createHmac('sha256', secret).update(`order:${orderId}`).digest('base64url');
}

export function isOrderAccessToken(secret: string, orderId: string, token: string): boolean {
  const expected = Buffer.from(orderAccessToken(secret, orderId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
