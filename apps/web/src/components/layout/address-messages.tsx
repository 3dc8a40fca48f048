'use client';

import { useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';

import { addressMessage, pushGlobalMessage } from '../../lib/global-message.ts';

/** The address parameters that carry a message (spec §4). */
const MESSAGE_PARAMS = ['error_message', 'message_code'];

/**
 * Shows a message the address brings on a navigation within the shop (e.g. a Server Action's
 * redirect after signing in or "zamów ponownie"), then takes it out of the address. A page loaded
 * from scratch has its message shown by the initial cart load (spec §4) instead.
 */
export function AddressMessages() {
  const params = useSearchParams();
  const loaded = useRef(false);

  useEffect(() => {
    if (!loaded.current) {
      loaded.current = true;
      return;
    }
    const message = addressMessage(new URLSearchParams(params.toString()));
    if (!message) return;
    pushGlobalMessage(message);
    const url = new URL(window.location.href);
    for (const name of MESSAGE_PARAMS) url.searchParams.delete(name);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }, [params]);

  return null;
}
