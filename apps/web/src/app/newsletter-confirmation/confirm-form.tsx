'use client';

import { EmailedLinkForm } from '../../components/newsletter/emailed-link-form.tsx';
import { shopApi } from '../../lib/api/client.ts';
import { newsletterConfirmationText } from '../../messages/newsletter.ts';

/** Confirms a newsletter sign-up when its button is pressed. */
export function ConfirmSubscriptionForm({ token }: { token: string | null }) {
  return (
    <EmailedLinkForm
      token={token}
      text={newsletterConfirmationText}
      act={(value) => shopApi.confirmSubscription(value)}
    />
  );
}
