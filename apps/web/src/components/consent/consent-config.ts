import {
  CONSENT_CATEGORIES,
  CONSENT_COOKIE_MAX_AGE_DAYS,
  CONSENT_COOKIE_NAME,
  CONSENT_COOKIE_PATH,
  CONSENT_COOKIE_SAME_SITE,
  CONSENT_COOKIE_SECURE,
  CONSENT_MODE,
  CONSENT_REVISION,
} from '@manufaktura/core';
import type { CookieConsentConfig } from 'vanilla-cookieconsent';

import { consentText } from '../../messages/newsletter.ts';

/**
 * vanilla-cookieconsent v3 as spec §4/§5/§9 set it: cc_cookie for 182 days on / (Lax, Secure on
 * HTTPS), opt-in, revision 0, necessary read-only, analytics on by default but changeable,
 * a "cloud" banner at the bottom centre and the preferences as a bar on the right.
 */
export function consentConfig(onDecision: () => void): CookieConsentConfig {
  return {
    mode: CONSENT_MODE,
    revision: CONSENT_REVISION,
    autoShow: true,
    hideFromBots: true,
    disablePageInteraction: false,
    cookie: {
      name: CONSENT_COOKIE_NAME,
      expiresAfterDays: CONSENT_COOKIE_MAX_AGE_DAYS,
      path: CONSENT_COOKIE_PATH,
      sameSite: CONSENT_COOKIE_SAME_SITE,
      secure: CONSENT_COOKIE_SECURE,
    },
    guiOptions: {
      consentModal: { layout: 'cloud', position: 'bottom center', equalWeightButtons: true, flipButtons: false },
      preferencesModal: { layout: 'bar', position: 'right', equalWeightButtons: true, flipButtons: false },
    },
    categories: {
      necessary: { ...CONSENT_CATEGORIES.necessary },
      analytics: {
        ...CONSENT_CATEGORIES.analytics,
        autoClear: { cookies: [{ name: /^_ga/ }, { name: '_gid' }] },
      },
    },
    onConsent: onDecision,
    onChange: onDecision,
    language: {
      default: 'pl',
      translations: {
        pl: {
          consentModal: { ...consentText.consentModal },
          preferencesModal: {
            ...consentText.preferencesModal,
            sections: consentText.preferencesModal.sections.map((section) =>
              'cookieTable' in section
                ? {
                    ...section,
                    cookieTable: { ...section.cookieTable, body: section.cookieTable.body.map((row) => ({ ...row })) },
                  }
                : { ...section },
            ),
          },
        },
      },
    },
  };
}
