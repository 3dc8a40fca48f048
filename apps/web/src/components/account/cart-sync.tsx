'use client';

import { useEffect } from 'react';

import { loginAnswered } from '../../lib/analytics.ts';
import { reload } from '../../lib/cart/store.ts';

/**
 * Reloads the header's cart after signing in or out on the server (a Server
 * Action and a redirect): the account's cart and the signed-in state show at once.
 * On the account page, a sign-in form just sent has signed the shopper in (analytics `login`).
 */
export function CartSync() {
  useEffect(() => {
    void reload();
    loginAnswered(true);
  }, []);
  return null;
}
