import { isShopToken } from '@manufaktura/core';

/**
 * /c, the cart's short address (ADR 013): `/c/{token}` opens the cart with a
 * recovery token, as the spec's `sms` parameter carries it (a link short
 * enough for a text message), and `/c` alone opens the cart. Anything else
 * after /c opens the plain cart: no error page for a mistyped link.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ token?: string[] }> }) {
  const [token, ...rest] = (await params).token ?? [];
  const recovers = token !== undefined && rest.length === 0 && isShopToken(token);
  return new Response(null, {
    status: 307,
    headers: {
      location: recovers ? `/cart?${new URLSearchParams({ sms: token })}` : '/cart',
      'cache-control': 'no-store',
      // The token must not travel on to other sites in a Referer.
      'referrer-policy': 'no-referrer',
    },
  });
}
