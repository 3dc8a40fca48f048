import type { SeedPage } from '../types.ts';
import { infoPages } from './pages-info.ts';
import { termsPages } from './pages-terms.ts';
import { moreTermsPages } from './pages-terms-2.ts';
import { programmeTermsPages } from './pages-terms-3.ts';

export const pages: SeedPage[] = [...termsPages, ...moreTermsPages, ...programmeTermsPages, ...infoPages];
