import type { Database } from '@manufaktura/db';

import { createAccountRepository } from './accounts.ts';
import { createCartRepository } from './carts.ts';
import { createCatalogAdminRepository } from './catalog-admin.ts';
import { createCompanyAdminRepository } from './companies-admin.ts';
import { createContentRepository } from './content.ts';
import { createContentAdminRepository } from './content-admin.ts';
import { createCouponAdminRepository } from './coupons-admin.ts';
import { createInquiryRepository } from './inquiries.ts';
import { createNavbarAdminRepository } from './navbar-admin.ts';
import { createNewsletterRepository } from './newsletter.ts';
import { createOrderRepository } from './orders.ts';
import { createOutboxRepository } from './outbox.ts';
import { createPaymentRepository } from './payments.ts';
import { createProductRepository } from './products.ts';
import { createPromotionAdminRepository } from './promotions-admin.ts';
import { createReturnRepository } from './returns.ts';
import { createReviewRepository } from './reviews.ts';
import { createReviewAdminRepository } from './reviews-admin.ts';
import { createSearchRepository } from './search.ts';
import { createSessionRepository } from './sessions.ts';
import { createShippingAdminRepository } from './shipping-admin.ts';
import { createStaffRepository } from './staff.ts';
import { createStockRepository } from './stock.ts';
import { createWithdrawalRepository } from './withdrawals.ts';

/**
 * Every repository of the API over one handle: the app's database, or a
 * transaction's, so all the reads and writes of a use case happen in it.
 * Repositories hold the only queries of the API.
 */
export function createRepositories(db: Database) {
  return {
    accounts: createAccountRepository(db),
    carts: createCartRepository(db),
    catalogAdmin: createCatalogAdminRepository(db),
    companiesAdmin: createCompanyAdminRepository(db),
    content: createContentRepository(db),
    contentAdmin: createContentAdminRepository(db),
    couponsAdmin: createCouponAdminRepository(db),
    inquiries: createInquiryRepository(db),
    navbarAdmin: createNavbarAdminRepository(db),
    newsletter: createNewsletterRepository(db),
    orders: createOrderRepository(db),
    outbox: createOutboxRepository(db),
    payments: createPaymentRepository(db),
    products: createProductRepository(db),
    promotionsAdmin: createPromotionAdminRepository(db),
    returns: createReturnRepository(db),
    reviews: createReviewRepository(db),
    reviewsAdmin: createReviewAdminRepository(db),
    search: createSearchRepository(db),
    sessions: createSessionRepository(db),
    shippingAdmin: createShippingAdminRepository(db),
    staff: createStaffRepository(db),
    stock: createStockRepository(db),
    withdrawals: createWithdrawalRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;

/** Runs `work` in one transaction with the repositories over it; a throw rolls it all back. */
export type RunInTransaction = <T>(work: (repositories: Repositories) => Promise<T>) => Promise<T>;
