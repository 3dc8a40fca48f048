/** An address in the storefront, for links in e-mails: `PUBLIC_URL` (with or without its final slash) and a path. */
export const shopLink = (publicUrl: string, path: string) => `${publicUrl.replace(/\/+$/, '')}${path}`;
