'use client';

import { footerText } from '../../messages/layout.ts';

/** Reopens the cookie preferences (footer). */
export function CookieSettingsButton({
  className,
  gaMeasurementId,
}: {
  className?: string;
  gaMeasurementId: string | null;
}) {
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      onClick={() => void import('./consent-runner.ts').then((runner) => runner.showCookiePreferences(gaMeasurementId))}
    >
      {footerText.cookieSettings}
    </button>
  );
}
