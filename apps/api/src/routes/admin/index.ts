import type { FastifyPluginAsync } from 'fastify';

import adminCatalogRoutes from './catalog.ts';
import adminCompanyRoutes from './companies.ts';
import adminCouponRoutes from './coupons.ts';
import adminDashboardRoutes from './dashboard.ts';
import { guardAdmin } from './guard.ts';
import adminHomeBlockRoutes from './home-blocks.ts';
import adminInquiryRoutes from './inquiries.ts';
import adminNavbarPromotionRoutes from './navbar-promotions.ts';
import adminNewsletterRoutes from './newsletter.ts';
import adminOrderRoutes from './orders.ts';
import adminOutboxRoutes from './outbox.ts';
import adminPageRoutes from './pages.ts';
import adminPostRoutes from './posts.ts';
import adminPromotionRoutes from './promotions.ts';
import adminReviewRoutes from './reviews.ts';
import adminSessionRoutes from './session.ts';
import adminShippingRoutes from './shipping.ts';
import adminStaffRoutes from './staff.ts';
import adminTestimonialRoutes from './testimonials.ts';

/** The back office's API under `/api/admin`: guarded as a whole (guard.ts), each route by role. */
const adminRoutes: FastifyPluginAsync = async (app) => {
  guardAdmin(app);
  await app.register(adminSessionRoutes);
  await app.register(adminStaffRoutes);
  await app.register(adminOrderRoutes);
  await app.register(adminDashboardRoutes);
  await app.register(adminCatalogRoutes);
  await app.register(adminReviewRoutes);
  await app.register(adminInquiryRoutes);
  await app.register(adminNewsletterRoutes);
  await app.register(adminOutboxRoutes);
  await app.register(adminShippingRoutes);
  await app.register(adminCompanyRoutes);
  await app.register(adminPostRoutes);
  await app.register(adminPageRoutes);
  await app.register(adminTestimonialRoutes);
  await app.register(adminHomeBlockRoutes);
  await app.register(adminNavbarPromotionRoutes);
  await app.register(adminCouponRoutes);
  await app.register(adminPromotionRoutes);
};

export default adminRoutes;
