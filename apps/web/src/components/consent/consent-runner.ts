import * as CookieConsent from 'vanilla-cookieconsent';

import { applyAnalyticsConsent } from '../../lib/analytics.ts';
import { consentConfig } from './consent-config.ts';

import 'vanilla-cookieconsent/dist/cookieconsent.css';
import './consent-theme.css';

let started: Promise<void> | null = null;

/**
 * Runs the consent manager once per page load. Analytics follows every decision (first choice,
 * each later visit from the stored cookie, changes) and loads only when accepted.
 */
export function startConsent(gaMeasurementId: string | null): Promise<void> {
  if (!started) {
    const onDecision = () => applyAnalyticsConsent(CookieConsent.acceptedCategory('analytics'), gaMeasurementId);
    started = CookieConsent.run(consentConfig(onDecision));
    // The cloud banner has no close icon; Escape closes it, which counts as necessary only (spec §4).
    document.addEventListener('keydown', (event) => {
      const bannerOpen = document.documentElement.classList.contains('show--consent');
      if (event.key !== 'Escape' || !bannerOpen || CookieConsent.validConsent()) return;
      CookieConsent.acceptCategory([]);
      CookieConsent.hide();
    });
  }
  return started;
}

/** The footer's "Ustawienia cookies" button. */
export async function showCookiePreferences(gaMeasurementId: string | null): Promise<void> {
  await startConsent(gaMeasurementId);
  CookieConsent.showPreferences();
}
