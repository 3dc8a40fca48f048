import polyglotI18nProvider from 'ra-i18n-polyglot';

import { raPolish } from './ra-pl.ts';
import { shopPolish } from './shop-pl.ts';

/** The back office speaks Polish only. */
export const i18nProvider = polyglotI18nProvider(() => ({ ...raPolish, ...shopPolish }), 'pl', [
  { locale: 'pl', name: 'Polski' },
]);
