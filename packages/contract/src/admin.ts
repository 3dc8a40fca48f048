import type { StaffStockMovement } from '@manufaktura/core';
import {
  BUNDLE_COMPONENT_MAX_QUANTITY,
  LIST_MAX_LIMIT,
  LIST_MAX_OFFSET,
  ORDER_STATES,
  PRODUCT_SLUG_MAX_LENGTH,
  PRODUCT_TAX_RATES,
  STAFF_AREAS,
  STAFF_ROLES,
  STAFF_STOCK_MOVEMENTS,
  STOCK_MOVEMENT_REASONS,
  STOCK_MOVEMENT_TYPES,
} from '@manufaktura/core';
import { z } from 'zod';

import { adminOrderReturn, adminOrderWithdrawal, adminRefundOwed, adminReturnableLine } from './admin-returns.ts';
import { CREDENTIAL_MAX } from './carts.ts';
import { order } from './orders.ts';

/**
 * The back office's API (`/api/admin`): staff sign-in, the staff and the audit log.
 * Lists answer `{ data, total }`, as the back office's data provider reads them.
 */

/** A back-office list's paging: `limit` rows from `offset`, as the data provider asks. */
export const adminPaging = (defaultLimit: number) => ({
  limit: z.coerce.number().int().min(1).max(LIST_MAX_LIMIT).default(defaultLimit),
  offset: z.coerce.number().int().min(0).max(LIST_MAX_OFFSET).default(0),
});

/**
 * A moment a form sets (a sale's start, a post's date): ISO 8601 with its zone, in the years
 * 1970 to 9000, which the database stores whatever the zone (a year 1 or 9999 date may fall
 * outside once in UTC).
 */
export const adminMoment = z.iso.datetime({ offset: true }).refine((value) => {
  const year = new Date(value).getUTCFullYear();
  return year >= 1970 && year <= 9000;
}, 'A year from 1970 to 9000');

/** A back-office list's answer: one page of `item`, and how many there are in all. */
export const adminList = <T extends z.ZodType>(item: T, id: string) =>
  z.object({ data: z.array(item), total: z.number().int() }).meta({ id });

const staffRole = z.enum(STAFF_ROLES);
const staffName = z.string().trim().max(100);
const totpCode = z.string().max(12);

export const staffMember = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    role: staffRole,
    active: z.boolean().describe('False once an owner took the access away'),
    invitation_pending: z.boolean().describe('Invited, no password set yet'),
    totp_enabled: z.boolean(),
    version: z.number().int().describe('Send it back with a change: a stale one is admin.version.conflict'),
    created_at: z.string(),
  })
  .meta({ id: 'StaffMember' });

export const adminSessionResponse = z
  .object({
    staff: staffMember,
    areas: z.array(z.enum(STAFF_AREAS)).describe('The parts of the back office this member may use'),
  })
  .meta({ id: 'AdminSession' });

export const adminSignInBody = z
  .strictObject({
    email: z.string().max(CREDENTIAL_MAX),
    password: z.string().max(CREDENTIAL_MAX),
    totp_code: totpCode.optional().describe('Required once the member turned the second factor on'),
  })
  .meta({ id: 'AdminSignIn' });

export const invitationAcceptBody = z
  .strictObject({
    token: z.string().min(1).max(200),
    password: z.string().max(CREDENTIAL_MAX),
    password_confirmation: z.string().max(CREDENTIAL_MAX).optional(),
    name: staffName.optional(),
  })
  .meta({ id: 'InvitationAccept' });

export const staffInviteBody = z
  .strictObject({ email: z.string().max(CREDENTIAL_MAX), name: staffName.default(''), role: staffRole })
  .meta({ id: 'StaffInvite' });

export const staffInviteResponse = z
  .object({
    staff: staffMember,
    invitation_url: z.string().describe('Also e-mailed to the member; works once, for 72 hours'),
  })
  .meta({ id: 'StaffInvited' });

export const staffUpdateBody = z
  .strictObject({
    version: z.number().int().min(1),
    name: staffName.optional(),
    role: staffRole.optional(),
    active: z.boolean().optional(),
  })
  .meta({ id: 'StaffUpdate' });

export const staffIdParams = z.strictObject({ id: z.uuid() });

export const staffListResponse = adminList(staffMember, 'StaffList');

export const totpSetupResponse = z
  .object({
    secret: z.string().describe('Base32, for an authenticator app'),
    otpauth_url: z.string().describe('The same as an otpauth:// address (a QR code)'),
  })
  .meta({ id: 'TotpSetup' });

export const totpEnableBody = z
  .strictObject({ secret: z.string().min(16).max(64), code: totpCode })
  .meta({ id: 'TotpEnable' });

export const totpDisableBody = z.strictObject({ code: totpCode }).meta({ id: 'TotpDisable' });

export const auditQuery = z.strictObject({
  entity: z.string().max(50).optional(),
  entity_id: z.string().max(100).optional(),
  ...adminPaging(50),
});

export const auditEntry = z
  .object({
    id: z.number().int(),
    at: z.string(),
    staff_id: z.string().nullable(),
    staff_email: z.string(),
    action: z.string(),
    entity: z.string(),
    entity_id: z.string(),
    before: z.record(z.string(), z.unknown()).nullable(),
    after: z.record(z.string(), z.unknown()).nullable(),
  })
  .meta({ id: 'AuditEntry' });

export const auditListResponse = adminList(auditEntry, 'AuditList');

export type StaffMember = z.infer<typeof staffMember>;
export type AdminSession = z.infer<typeof adminSessionResponse>;
export type AdminSignInBody = z.infer<typeof adminSignInBody>;
export type InvitationAcceptBody = z.infer<typeof invitationAcceptBody>;
export type StaffInviteBody = z.infer<typeof staffInviteBody>;
export type StaffUpdateBody = z.infer<typeof staffUpdateBody>;
export type AuditEntry = z.infer<typeof auditEntry>;

/* Orders, as the staff work them. */

const pln = z.number().describe('PLN, gross');
const orderState = z.enum(ORDER_STATES);

export const adminOrderQuery = z.strictObject({
  status: orderState.optional(),
  q: z.string().trim().max(100).optional().describe('Part of the order number or the e-mail'),
  refund: z
    .enum(['owed'])
    .optional()
    .describe('owed: only orders owed a refund after a withdrawal, the nearest deadline first'),
  ...adminPaging(25),
});

export const adminOrderSummary = z
  .object({
    id: z.uuid(),
    number: z.string(),
    status: orderState,
    status_name: z.string(),
    email: z.string(),
    payment_method: z.string(),
    shipping_method_name: z.string(),
    grand_total: pln,
    tracking_number: z.string().nullable(),
    created_at: z.string(),
    refund_deadline: z.iso.date().nullable().describe('While a refund is owed after a withdrawal: its last day'),
  })
  .meta({ id: 'AdminOrderSummary' });

export const adminOrderList = adminList(adminOrderSummary, 'AdminOrderList');

export const adminOrder = order
  // The shop's withdrawal function is the shopper's; the staff record statements themselves.
  .omit({ withdrawal_open: true })
  .extend({
    status: orderState,
    status_name: z.string(),
    next_states: z.array(orderState).describe('Where the state machine lets the order go from here'),
    staff_note: z.string(),
    paid_online: z.boolean(),
    refunds: z.array(
      z.object({
        id: z.string(),
        amount: pln,
        reason: z.string(),
        status: z.string(),
        requested_by: z.string(),
        created_at: z.string(),
      }),
    ),
    version: z.string().describe('Send it back with a return: a stale one is admin.version.conflict'),
    return_lines: z.array(adminReturnableLine).describe('The lines a return may name, with what came back so far'),
    returns: z.array(adminOrderReturn).describe('Returns recorded, oldest first'),
    refund_owed: pln.describe(
      'Paid online: what came back (with the delivery once all did) less what was refunded; otherwise 0',
    ),
    withdrawal: adminOrderWithdrawal.nullable().describe('The shopper’s statement of withdrawal, once recorded'),
  })
  .meta({ id: 'AdminOrder' });

export const adminOrderIdParams = z.strictObject({ id: z.uuid() });

export const adminOrderTransition = z
  .strictObject({
    to: orderState,
    tracking_number: z.string().max(64).optional().describe('Required to ship'),
  })
  .meta({ id: 'AdminOrderTransition' });

export const adminOrderNote = z.strictObject({ staff_note: z.string().max(2000) }).meta({ id: 'AdminOrderNote' });

export const adminRefundBody = z
  .strictObject({
    amount: z.number().positive().max(1_000_000).describe('PLN to return, at most what was paid and not returned'),
    reason: z.string().trim().min(1).max(200),
  })
  .meta({ id: 'AdminRefund' });

export type AdminOrderSummary = z.infer<typeof adminOrderSummary>;
export type AdminOrder = z.infer<typeof adminOrder>;
export type AdminOrderTransition = z.infer<typeof adminOrderTransition>;

export const adminDashboard = z
  .object({
    today: z.object({
      orders: z.number().int().describe('Placed today (shop time), not cancelled'),
      revenue: pln.describe('Of those, paid or cash on delivery'),
    }),
    to_pack: z.number().int().describe('Orders confirmed or paid, waiting to be packed'),
    low_stock: z.array(z.object({ id: z.string(), slug: z.string(), name: z.string(), stock: z.number().int() })),
    unpaid_expiring: z.array(
      z.object({ id: z.string(), number: z.string(), email: z.string(), expires_at: z.string(), grand_total: pln }),
    ),
    mail: z.object({
      failed: z.number().int().describe('E-mails given up on after their last attempt, until sent again'),
      waiting: z.number().int().describe('E-mails queued and not sent yet (due now or tried again later)'),
      oldest_waiting_at: z.string().nullable().describe('When the longest waiting e-mail was queued'),
    }),
    refunds_owed: z.object({
      total: z.number().int().describe('Withdrawals whose refund is not recorded yet'),
      orders: z.array(adminRefundOwed).describe('The 20 nearest deadlines, the nearest first'),
    }),
  })
  .meta({ id: 'AdminDashboard' });

export type AdminDashboard = z.infer<typeof adminDashboard>;

/* The catalogue: prices, sale windows, presence and stock. */

const staffStockMovement = z.enum(Object.keys(STAFF_STOCK_MOVEMENTS) as [StaffStockMovement, ...StaffStockMovement[]]);

export const adminProductQuery = z.strictObject({
  q: z.string().trim().max(100).optional().describe('Part of the name or the slug'),
  ...adminPaging(25),
});

const productType = z.enum(['PRODUCT', 'BUNDLE', 'GIFT_CARD']);

export const adminProduct = z
  .object({
    id: z.uuid(),
    slug: z.string(),
    name: z.string(),
    type: productType,
    price: pln.describe('The regular price'),
    sale_price: pln.nullable(),
    sale_price_start: z.string().nullable(),
    sale_price_end: z.string().nullable(),
    on_sale_now: z.boolean(),
    stock: z.number().int(),
    published: z.boolean(),
    version: z.string().describe('Send it back with a change: a stale one is admin.version.conflict'),
  })
  .meta({ id: 'AdminProduct' });

export const adminProductList = adminList(adminProduct, 'AdminProductList');

/** A shop category, as the product form offers it. */
export const adminCategory = z
  .object({ id: z.uuid(), slug: z.string(), name: z.string() })
  .meta({ id: 'AdminCategory' });

export const adminCategoryList = adminList(adminCategory, 'AdminCategoryList');

/** An uploaded picture as the back office shows it: a small variant to preview and its text for the blind. */
export const adminMedia = z
  .object({
    id: z.uuid(),
    key: z.string(),
    url: z.string().describe('A 320 px WebP variant, for previews'),
    width: z.number().int(),
    height: z.number().int(),
    alt: z.string(),
  })
  .meta({ id: 'AdminMedia' });

/** Everything of a product the staff edit besides its prices and stock. */
const productContent = {
  name_span: z.string().describe('HTML subtitle under the name'),
  ean: z.string().nullable(),
  description: z.string().describe('HTML'),
  details: z.string().describe('HTML, the "szczegóły" tab'),
  dlaczego_dziala: z.string().describe('Markdown, the "jak działa" tab'),
  sklad: z.string().describe('The INCI list, the "skład" tab'),
  label: z.string().nullable().describe('NEW, BESTSELLER or any other badge text'),
  tags: z.array(z.string()),
  type: productType,
  tax_rate: z.number().int(),
  capacity: z.number().int().nullable().describe('In the unit the product’s kind gives (g, ml or none)'),
  capacity_unit: z.enum(['g', 'ml']).nullable(),
  gift_packing: z.boolean(),
  bundle_discount_percentage: z.number().int(),
  position: z.number().int(),
  category_ids: z.array(z.uuid()),
  images: z.array(adminMedia).describe('In the gallery’s order; the first is the card’s'),
  components: z.array(z.object({ product_id: z.uuid(), quantity: z.number().int() })),
};

export const adminProductDetail = adminProduct
  .extend({
    ...productContent,
    least_price: pln
      .nullable()
      .describe('While on sale: the lowest price of the 30 days before the sale, as the shop shows it (Omnibus)'),
    lowest_price_30_days: pln
      .nullable()
      .describe('The lowest price of the 30 days before today: what a sale starting now would be compared with'),
    price_history: z
      .array(z.object({ price: pln, is_promo: z.boolean(), valid_from: z.string(), valid_to: z.string().nullable() }))
      .describe('The prices in force, newest first (the last 20 periods)'),
    movements: z.array(
      z.object({
        id: z.string(),
        type: z.enum(STOCK_MOVEMENT_TYPES),
        quantity: z.number().int(),
        reason: z.enum(STOCK_MOVEMENT_REASONS).nullable(),
        reference: z.string().nullable(),
        note: z.string(),
        created_at: z.string(),
      }),
    ),
  })
  .meta({ id: 'AdminProductDetail' });

export const adminProductIdParams = z.strictObject({ id: z.uuid() });

const money = z.number().min(0).max(100_000);
const html = (max: number) => z.string().max(max);

/** What a form may set of a product: each field optional, so a change sends only what changed. */
const productFields = {
  name: z.string().trim().min(1).max(200),
  slug: z
    .string()
    .trim()
    .max(PRODUCT_SLUG_MAX_LENGTH)
    .describe('Made from the name when empty; Polish letters transliterated'),
  name_span: html(500),
  ean: z.string().trim().max(13).nullable().describe('8 or 13 digits with a valid check digit'),
  description: html(20_000),
  details: html(20_000),
  dlaczego_dziala: html(20_000),
  sklad: z.string().max(5_000),
  label: z.string().trim().max(40).nullable(),
  tags: z.array(z.string().trim().min(1).max(60)).max(30),
  type: productType,
  tax_rate: z.union(PRODUCT_TAX_RATES.map((rate) => z.literal(rate))),
  capacity: z.number().int().min(1).max(100_000).nullable(),
  gift_packing: z.boolean(),
  bundle_discount_percentage: z.number().int().min(0).max(100),
  position: z.number().int().min(-1_000_000).max(1_000_000),
  category_ids: z.array(z.uuid()).max(50),
  images: z
    .array(z.strictObject({ id: z.uuid(), alt: z.string().trim().max(300) }))
    .max(20)
    .describe('Uploaded pictures (POST /api/admin/media) in the gallery’s order, with their alt texts'),
  components: z
    .array(
      z.strictObject({ product_id: z.uuid(), quantity: z.number().int().min(1).max(BUNDLE_COMPONENT_MAX_QUANTITY) }),
    )
    .max(50),
  price: money.describe('The regular price'),
  sale_price: money.nullable(),
  sale_price_start: adminMoment.nullable(),
  sale_price_end: adminMoment.nullable(),
  published: z.boolean(),
};

export const adminProductCreate = z
  .strictObject(productFields)
  .partial()
  .required({ name: true, price: true })
  .meta({ id: 'AdminProductCreate' });

export const adminProductUpdate = adminProductCreate
  .partial()
  .extend({ version: z.string().max(40) })
  .meta({ id: 'AdminProductUpdate' });

export const adminStockMovement = z
  .strictObject({
    type: staffStockMovement,
    quantity: z.number().int().min(1).max(100_000).describe('How many units; the type says in or out'),
    reason: z.enum(STOCK_MOVEMENT_REASONS).optional(),
    note: z.string().trim().max(500).default(''),
  })
  .meta({ id: 'AdminStockMovement' });

export type AdminProduct = z.infer<typeof adminProduct>;
export type AdminProductDetail = z.infer<typeof adminProductDetail>;
export type AdminProductCreate = z.infer<typeof adminProductCreate>;
export type AdminProductUpdate = z.infer<typeof adminProductUpdate>;
export type AdminMedia = z.infer<typeof adminMedia>;
export type AdminCategory = z.infer<typeof adminCategory>;
export type AdminStockMovement = z.infer<typeof adminStockMovement>;
