import { layout, storedSocialLinks } from '@manufaktura/contract';
import { CONTENT_KEYS } from '@manufaktura/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { CATALOG_CACHE_SECONDS } from '../../constants.ts';
import { toCompany, toPromotion } from '../../wire/content.ts';

const layoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/layout',
    {
      config: { publicCacheSeconds: CATALOG_CACHE_SECONDS },
      schema: {
        tags: ['content'],
        summary: 'What every page frames itself with: menu, promotion bars, company data, social links',
        response: { 200: layout },
      },
    },
    async () => {
      const now = app.now();
      const [categories, navbarPromotion, promotions, companies, socialLinks] = await Promise.all([
        app.repositories.products.categories(),
        app.repositories.content.activeNavbarPromotion(now),
        app.repositories.content.activePromotions(now),
        app.repositories.content.companies(),
        app.repositories.content.block(CONTENT_KEYS.socialLinks),
      ]);
      const current = companies.find((c) => c.role === 'CURRENT_SELLER');
      const pickup = companies.find((c) => c.role === 'PICKUP');
      return {
        categories: categories.map(({ slug, name, inMenu }) => ({ slug, name, inMenu })),
        navbarPromotion: navbarPromotion
          ? {
              content: navbarPromotion.content,
              dateFrom: navbarPromotion.dateFrom.getTime(),
              dateTo: navbarPromotion.dateTo.getTime(),
            }
          : null,
        promotions: promotions.map((promotion) => toPromotion(promotion)),
        company: current ? toCompany(current) : null,
        pastSellers: companies
          .filter((c) => c.role === 'PAST_SELLER')
          .map((c) => ({ ...toCompany(c), validTo: c.validTo?.toISOString() ?? null })),
        pickup: pickup ? toCompany(pickup) : null,
        socialLinks: storedSocialLinks.catch([]).parse(socialLinks ?? []),
      };
    },
  );
};

export default layoutRoutes;
