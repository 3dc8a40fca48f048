import { commonText } from './common.ts';

/** The storefront's Polish copy: the home page. Texts the spec quotes come from core. */

export const heroText = {
  tagline: 'Bo z naturą Ci do twarzy',
  headline: 'Naturalnie skuteczne kosmetyki',
  cta: 'odkryj produkty',
} as const;

export const homeText = {
  productsUnavailable: 'Nie udało się wczytać strony głównej. Odśwież stronę za chwilę.',
  carouselSeeAll: 'zobacz wszystkie',
  carouselPrev: 'Poprzednie produkty',
  carouselNext: 'Następne produkty',
  productOfTheMonth: 'kosmetyk miesiąca',
  hotspotOpen: 'Pokaż produkt',
  hotspotClose: commonText.close,
  brandEyebrow: 'o manufakturze',
  blogTitle: (brand: string) => `blog. ${brand}.`,
  blogSubtitle: 'chcesz wiedzieć więcej? Zajrzyj na bloga!',
  blogAll: 'zobacz wszystkie wpisy',
  blogRead: commonText.readPost,
  testimonialsTitle: 'zaufaj opiniom',
  testimonialsSubtitle: 'mówią o nas',
  testimonialsRegion: 'Opinie klientów',
  testimonialSlide: (index: number, total: number) => `Opinia ${index} z ${total}`,
  testimonialsPagination: 'Wybierz opinię',
  socialTitle: 'zajrzyj do naszej pracowni',
  socialOpen: 'Otwiera się w nowej karcie',
} as const;
