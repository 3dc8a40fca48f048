'use client';

import { EmailedLinkForm } from '../../components/newsletter/emailed-link-form.tsx';
import { shopApi } from '../../lib/api/client.ts';
import { unsubscribeText } from '../../messages/newsletter.ts';

/** Unsubscribes the link's address when its button is pressed. */
export function UnsubscribeForm({ token }: { token: string | null }) {
  return <EmailedLinkForm token={token} text={unsubscribeText} act={(value) => shopApi.unsubscribe(value)} />;
}
