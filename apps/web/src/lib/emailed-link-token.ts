/** The longest token an e-mailed link (newsletter, password reset) carries that the API would look at. */
const MAX_TOKEN_LENGTH = 200;

/**
 * The token of an e-mailed link (confirmation, unsubscribe, password reset) from the page's address, or null when the
 * link has none (or one no link of ours could carry): the page then explains instead of asking.
 */
export function emailedLinkToken(token: string | string[] | undefined): string | null {
  return typeof token === 'string' && token.length > 0 && token.length <= MAX_TOKEN_LENGTH ? token : null;
}
