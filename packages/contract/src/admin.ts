import type { StaffStockMovement } from '@manufaktura/core';
import {
  LIST_MAX_LIMIT,
  LIST_MAX_OFFSET,
  ORDER_STATES,
  STAFF_AREAS,
  STAFF_ROLES,
  STAFF_STOCK_MOVEMENTS,
  STOCK_MOVEMENT_REASONS,
  STOCK_MOVEMENT_TYPES,
} from '@manufaktura/core';
import { z } from 'zod';

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
  })
  .meta({ id: 'AdminOrderSummary' });

export const adminOrderList = adminList(adminOrderSummary, 'AdminOrderList');

export const adminOrder = order
  .extend({
    status: orderState,
    status_name: z.string(),
    next_states: z.array(orderState).describe('Where the state machine lets the order go from here'),
    tracking_number: z.string().nullable(),
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
  })
  .meta({ id: 'AdminDashboard' });

export type AdminDashboard = z.infer<typeof adminDashboard>;

/* The catalogue: prices, sale windows, presence and stock. */

const staffStockMovement = z.enum(Object.keys(STAFF_STOCK_MOVEMENTS) as [StaffStockMovement, ...StaffStockMovement[]]);

export const adminProductQuery = z.strictObject({
  q: z.string().trim().max(100).optional().describe('Part of the name or the slug'),
  ...adminPaging(25),
});

export const adminProduct = z
  .object({
    id: z.uuid(),
    slug: z.string(),
    name: z.string(),
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

export const adminProductDetail = adminProduct
  .extend({
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

export const adminProductUpdate = z
  .strictObject({
    version: z.string().max(40),
    price: z.number().min(0).max(100_000).optional(),
    sale_price: z.number().min(0).max(100_000).nullable().optional(),
    sale_price_start: z.iso.datetime({ offset: true }).nullable().optional(),
    sale_price_end: z.iso.datetime({ offset: true }).nullable().optional(),
    published: z.boolean().optional(),
  })
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
export type AdminProductUpdate = z.infer<typeof adminProductUpdate>;
export type AdminStockMovement = z.infer<typeof adminStockMovement>;
