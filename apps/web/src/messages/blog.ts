import { commonText } from './common.ts';

/** The storefront's Polish copy: the blog. Texts the spec quotes come from core. */

export const blogText = {
  title: 'Blog',
  description: 'Pielęgnacja, składniki i kuchnia naszej manufaktury: poradniki i historie z pracowni.',
  tags: 'Tematy',
  all: commonText.all,
  featured: 'polecany wpis',
  read: commonText.readPost,
  tagTitle: (name: string) => `Blog: ${name}`,
  back: 'Wróć do bloga',
  published: 'Opublikowano',
} as const;
