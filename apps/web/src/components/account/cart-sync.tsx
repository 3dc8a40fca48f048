'use client';

import { useEffect } from 'react';

import { reload } from '../../lib/cart/store.ts';

/**
 * Reloads the header's cart after signing in or out on the server (a Server
 * Action and a redirect): the account's cart and the signed-in state show at once.
 */
export function CartSync() {
  useEffect(() => {
    void reload();
  }, []);
  return null;
}
