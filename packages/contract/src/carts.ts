import { CURRENCY, MAX_LINE_QUANTITY } from '@manufaktura/core';
import { z } from 'zod';

import { productSummary } from './products.ts';

/** Most lines one request may touch; a cart page never sends more. */
const MAX_ITEMS_PER_REQUEST = 50;
const MAX_QUANTITY = MAX_LINE_QUANTITY;

const lineOptions = z
  .array(
    z.union([
      z.string().max(200),
      z.record(z.string().max(50), z.union([z.string().max(500), z.number(), z.boolean()])),
    ]),
  )
  .max(10);
/**
 * Length caps of the shopper's details. Names, street and city follow the
 * checkout form and its rule in core (120); the rest fit what the form lets
 * through, with room for spaces and dashes.
 */
export const FIELD_MAX = {
  name: 120,
  street: 200,
  city: 120,
  postCode: 10,
  phone: 20,
  company: 200,
  nip: 20,
  email: 254,
  comments: 1000,
} as const;

const capped = (max: number) => z.string().max(max).nullable().optional();

/** A billing or shipping address: only the checkout's fields, each capped; any other key is a 400. */
export const addressInput = z.strictObject({
  first_name: capped(FIELD_MAX.name),
  last_name: capped(FIELD_MAX.name),
  street: capped(FIELD_MAX.street),
  post_code: capped(FIELD_MAX.postCode),
  city: capped(FIELD_MAX.city),
  phone: capped(FIELD_MAX.phone),
  company: capped(FIELD_MAX.company),
  nip: capped(FIELD_MAX.nip),
});

/**
 * How long an e-mail or a password may be on the wire: past the rules' own limits, so a
 * too-long one is answered with its code (`email.too.long`, `password.too.long`), not a 400.
 */
export const CREDENTIAL_MAX = 1000;

const jsonSizeAtMost = (bytes: number) => (value: unknown) => JSON.stringify(value).length <= bytes;

export const cartUpdateBody = z
  .object({
    add_items: z
      .array(
        z.object({
          product_id: z.uuid(),
          quantity: z.number().int().min(1).max(MAX_QUANTITY).default(1),
          subProductsReplacementForced: z.boolean().optional(),
          options: lineOptions.optional(),
        }),
      )
      .max(MAX_ITEMS_PER_REQUEST)
      .optional(),
    update_items: z
      .array(
        z
          .object({
            lineId: z.uuid().optional(),
            product_id: z.uuid().optional(),
            quantity: z.number().int().min(-MAX_QUANTITY).max(MAX_QUANTITY),
            increase: z.boolean().optional().describe('Add quantity to the line instead of setting it'),
            options: lineOptions.optional(),
          })
          .refine((item) => item.lineId !== undefined || item.product_id !== undefined, {
            message: 'lineId or product_id is required',
          }),
      )
      .max(MAX_ITEMS_PER_REQUEST)
      .optional(),
    remove_items: z
      .array(z.object({ lineId: z.uuid() }))
      .max(MAX_ITEMS_PER_REQUEST)
      .optional(),
    add_coupon_code: z.string().trim().min(1).max(64).optional(),
    remove_coupon_code: z.union([z.boolean(), z.string().max(64)]).optional(),
    metadata: z
      .record(z.string().max(100), z.unknown())
      .refine(jsonSizeAtMost(4096), 'metadata is limited to 4 kB')
      .optional(),
    useLoyaltyPoints: z.object({ value: z.number().int().min(0).max(1_000_000) }).optional(),
    orderAgain: z.object({ orderId: z.string().min(1).max(100) }).optional(),
    reopenOrder: z
      .object({ orderId: z.string().min(1).max(100), token: z.string().min(1).max(100) })
      .optional()
      .describe(
        'Brings an order still awaiting its online payment back into the cart to change it: the order is cancelled, its stock and coupon use released (notice payment.in.progress)',
      ),
    logout: z.boolean().optional(),
    recoveryToken: z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'not a recovery token')
      .optional(),
    email: z.string().trim().max(FIELD_MAX.email).optional(),
    /**
     * Signing in (e-mail with password, or Google's ID token), confirming a new account with the
     * e-mailed token, or, with an e-mail alone, the guest's contact address. A password is never
     * kept in the cart nor echoed back.
     */
    account: z
      .strictObject({
        email: z.string().trim().max(CREDENTIAL_MAX).optional(),
        password: z.string().max(CREDENTIAL_MAX).optional(),
        googleJWTToken: z.string().max(8192).optional(),
        facebookUserId: z.string().max(100).optional(),
        facebookAccessToken: z
          .string()
          .max(4096)
          .optional()
          .describe('Facebook Login’s user token, checked with the Graph API'),
        emailRegistrationConfirmationToken: z.string().max(200).optional(),
      })
      .optional(),
    billing: addressInput.optional(),
    shipping: addressInput.optional(),
    comments: z.string().max(FIELD_MAX.comments).optional(),
    shippingService: z
      .object({
        method_id: z.string().min(1).max(64),
        attributes: z.record(z.string().max(50), z.string().max(200)).optional(),
      })
      .optional(),
  })
  .meta({ id: 'CartUpdate' });

export type CartUpdateBody = z.infer<typeof cartUpdateBody>;
/** What a client may send to change a cart (defaults not yet applied). */
export type CartUpdateRequest = z.input<typeof cartUpdateBody>;

const pln = z.number().describe('PLN, gross');

export const discount = z
  .object({
    type: z.enum(['FIXED', 'PERCENTAGE', 'FIXED_PRODUCT', 'PERCENTAGE_PRODUCT', 'FREE_SHIPPING']),
    amount: pln,
    source: z.object({
      type: z.enum(['COUPON', 'PROMOTION', 'LOYALTY_POINTS']),
      ref: z.string(),
      name: z.string(),
      refValue: z.number(),
    }),
  })
  .meta({ id: 'Discount' });

const notification = z.object({
  key: z.string(),
  params: z.record(z.string(), z.unknown()).describe('For the message catalogue: amounts in grosze'),
  message: z.string().describe('The notification in Polish'),
});

export const shippingMethod = z
  .object({
    method_id: z.string(),
    name: z.string(),
    description: z.string(),
    price: pln,
    cash_on_delivery: z.boolean(),
    requires_locker: z.boolean(),
  })
  .meta({ id: 'ShippingMethod' });

export const cartResponse = z
  .object({
    cartId: z.uuid().nullable().describe('null until the cart is first changed'),
    version: z.number().int(),
    currency: z.literal(CURRENCY),
    items: z.array(
      z.object({
        lineId: z.uuid(),
        product: productSummary,
        quantity: z.number().int(),
        unit_price: pln,
        price_total: pln.describe('After this line’s discounts'),
        discounts: z.array(discount),
        options: z.array(z.unknown()),
        subProductsReplacementForced: z.boolean(),
      }),
    ),
    item_quantity: z.number().int(),
    items_total: pln,
    grand_total: pln,
    shipment_total: pln,
    discount_total: pln,
    tax_total: pln,
    discounts: z.array(discount),
    promotions: z.array(
      z.object({
        ID: z.string(),
        name: z.string(),
        description: z.string(),
        discountType: z.string(),
        restrictions: z.object({
          min_cart_value: pln.nullable(),
          products: z.array(z.object({ id: z.string(), name: z.string() })),
        }),
        backgroundColor: z.string(),
        textColor: z.string(),
        overrideText: z.string().nullable(),
        fulfilled: z.boolean(),
        notification,
      }),
    ),
    coupon_code: z.string().nullable(),
    coupon_error: z
      .object({ errorMsgCode: z.string(), message: z.string(), params: z.record(z.string(), z.unknown()).optional() })
      .nullable()
      .describe('Why the cart’s coupon does not apply right now'),
    free_shipping: z.boolean(),
    gift_packing: z.boolean().describe('The cart holds gift packing'),
    shipping_method: shippingMethod.extend({ attributes: z.record(z.string(), z.string()) }).nullable(),
    email: z.string().nullable(),
    metadata: z.record(z.string(), z.unknown()),
    account: z.record(z.string(), z.unknown()),
    billing: z.record(z.string(), z.unknown()),
    shipping: z.record(z.string(), z.unknown()),
    comments: z.string(),
    account_logged_in: z.boolean(),
    notices: z
      .array(z.object({ key: z.string(), message: z.string(), params: z.record(z.string(), z.unknown()).optional() }))
      .describe('What this change did beyond the asked (e.g. cart.merged at sign-in), to show once'),
    unpaid_order: z
      .object({ id: z.uuid(), number: z.string(), token: z.string() })
      .nullable()
      .describe(
        'With an empty cart (GET only): the session’s order still awaiting its online payment, to pay or bring back (reopenOrder)',
      ),
  })
  .meta({ id: 'Cart' });

export type CartResponse = z.infer<typeof cartResponse>;
export type CartLine = CartResponse['items'][number];
export type CartPromotion = CartResponse['promotions'][number];

export const recoveryTokenResponse = z.object({ recoveryToken: z.string(), cartId: z.uuid() });

export const shippingMethodList = z.object({ items: z.array(shippingMethod) });

export type ShippingMethod = z.infer<typeof shippingMethod>;
export type ShippingMethodList = z.infer<typeof shippingMethodList>;
export type Discount = z.infer<typeof discount>;
