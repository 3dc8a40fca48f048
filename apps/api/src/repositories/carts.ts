import type { Database } from '@manufaktura/db';
import { schema } from '@manufaktura/db';
import type { SQL } from 'drizzle-orm';
import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';

import type { PromotionWithProducts } from './content.ts';
import { fromPromotionsJson, switchedOnPromotionsJson } from './content.ts';
import { fromJson, fromJsonRow, fromJsonRows, jsonRow } from './json-rows.ts';
import { preparedStatement } from './prepared.ts';
import type { ProductWithRelations } from './products.ts';
import { fromProductsJson, publishedProductsJson } from './products.ts';

const { cartLines, carts, couponProducts, couponRedemptions, coupons, products, shippingMethods } = schema;

export type CartRow = typeof carts.$inferSelect;
export type CartLineRow = typeof cartLines.$inferSelect;
export type CouponRow = typeof coupons.$inferSelect;
export type ShippingMethodRow = typeof shippingMethods.$inferSelect;
/** What the cart rules need of a product. */
export interface ProductForCart {
  productId: string;
  name: string;
  published: boolean;
  stockOnHand: number;
  giftPacking: boolean;
}
export type CartChanges = Partial<Omit<CartRow, 'cartId' | 'createdAt' | 'version'>>;

/** Whose cart: a signed-in shopper's is the account's (every device shares it), a guest's the session's. */
export interface CartOwner {
  sessionTokenHash: string;
  accountId: string | null;
}

/**
 * A prepared statement on the owner's open cart, in its two forms: `query` is given the condition
 * that picks a guest session's open cart, or an account's (the owner's value a placeholder). The
 * result takes the owner and the statement's other values.
 */
function ownerStatement<Row>(name: string, query: (openCartOfOwner: SQL) => SQL) {
  const ofSession = preparedStatement<Row>(
    `${name}_of_session`,
    query(sql`${carts.sessionTokenHash} = ${sql.placeholder('sessionTokenHash')} and ${carts.status} = 'OPEN'`),
  );
  const ofAccount = preparedStatement<Row>(
    `${name}_of_account`,
    query(sql`${carts.accountId} = ${sql.placeholder('accountId')}::uuid and ${carts.status} = 'OPEN'`),
  );
  return (db: Database, owner: CartOwner, values: Record<string, unknown> = {}): Promise<Row[]> =>
    owner.accountId === null
      ? ofSession(db, { ...values, sessionTokenHash: owner.sessionTokenHash })
      : ofAccount(db, { ...values, accountId: owner.accountId });
}

/** The lines of the cart `cartId` names (a uuid expression), in order, as one JSON array. */
const linesJson = (cartId: SQL) =>
  sql`(select coalesce(json_agg(${jsonRow(cartLines)} order by ${cartLines.position}), '[]'::json)
    from ${cartLines} where ${cartLines.cartId} = ${cartId})`;

/**
 * A cart's lines, and what the cart rules need of their products and of `productIds`, for the cart
 * `cartId` names (a uuid expression): one statement, so one snapshot.
 */
const linesWithProductsOf = (cartId: SQL) => sql`
      ${linesJson(cartId)} as lines,
      (select coalesce(json_agg(json_build_object(
           'productId', ${products.productId}, 'name', ${products.name}, 'published', ${products.published},
           'stockOnHand', ${products.stockOnHand}, 'giftPacking', ${products.giftPacking})), '[]'::json)
         from ${products}
         where ${products.productId} = any(${sql.placeholder('productIds')}::uuid[] || array(
           select ${cartLines.productId} from ${cartLines} where ${cartLines.cartId} = ${cartId}))
      ) as products`;

const linesWithProductsStatement = preparedStatement<{ lines: unknown; products: unknown }>(
  'cart_lines_with_products',
  sql`select ${linesWithProductsOf(sql`${sql.placeholder('cartId')}::uuid`)}`,
);

/** The same for the owner's open cart, with the cart row itself: what a plain change of the lines reads, unlocked. */
const cartWithLines = ownerStatement<{ cart: unknown; lines: unknown; products: unknown }>(
  'cart_with_lines',
  (openCartOfOwner) => {
    const found = sql`(select ${carts.cartId} from ${carts} where ${openCartOfOwner})`;
    return sql`select (select ${jsonRow(carts)} from ${carts} where ${carts.cartId} = ${found}) as cart,
      ${linesWithProductsOf(found)}`;
  },
);

/** The owner's open cart, unlocked (`findFor`: read by every order request's limits). */
const openCart = ownerStatement<{ cart: unknown }>(
  'cart_open',
  (openCartOfOwner) => sql`select ${jsonRow(carts)} as cart from ${carts} where ${openCartOfOwner}`,
);

/** The owner's open cart, locked (`lockFor`): where an order, and a change that locks, begin. */
const lockedCart = ownerStatement<{ cart: unknown }>(
  'cart_locked',
  (openCartOfOwner) => sql`select ${jsonRow(carts)} as cart from ${carts} where ${openCartOfOwner} for update`,
);

/** `bumpLockedFor`'s statement: the owner's open cart, its version one up, locked by that change. */
const bumpedCart = ownerStatement<{ cart: unknown }>(
  'cart_bumped',
  (openCartOfOwner) => sql`update ${carts} set version = version + 1,
      updated_at = ${sql.placeholder('now')}::timestamptz
    where ${openCartOfOwner}
    returning ${jsonRow(carts)} as cart`,
);

const linesStatement = preparedStatement<{ line: unknown }>(
  'cart_lines_in_order',
  sql`select ${jsonRow(cartLines)} as line from ${cartLines}
    where ${cartLines.cartId} = ${sql.placeholder('cartId')}::uuid order by ${cartLines.position}`,
);

/**
 * `lockOrCreateFor`'s statement: the owner's open cart locked or, when there is none, made. A
 * guest's cart has the session's hash, a signed-in shopper's the account (and no session). The one
 * open cart of each is unique, so when a concurrent request made it first the insert does nothing
 * and nothing is answered.
 */
const lockedOrCreatedCart = ownerStatement<{ cart: unknown }>(
  'cart_locked_or_created',
  (openCartOfOwner) => sql`with locked as (
      select * from ${carts} where ${openCartOfOwner} for update
    ), created as (
      insert into ${carts} (session_token_hash, account_id)
      select ${sql.placeholder('newSessionTokenHash')}::text, ${sql.placeholder('newAccountId')}::uuid
      where not exists (select from locked)
      on conflict do nothing
      returning *
    )
    select ${jsonRow(carts)} as cart from locked as ${carts}
    union all select ${jsonRow(carts)} as cart from created as ${carts}`,
);

/** `insertLine`'s statement. */
const insertLineStatement = preparedStatement<{ line: unknown }>(
  'cart_line_insert',
  sql`insert into ${cartLines} (cart_id, product_id, quantity, options, sub_products_replacement_forced, position)
    values (${sql.placeholder('cartId')}::uuid, ${sql.placeholder('productId')}::uuid,
      ${sql.placeholder('quantity')}::integer, ${sql.placeholder('options')}::jsonb,
      ${sql.placeholder('subProductsReplacementForced')}::boolean, ${sql.placeholder('position')}::integer)
    returning ${jsonRow(cartLines)} as line`,
);

type BumpStatement = ReturnType<typeof preparedStatement<WrittenRow>>;
const BUMP_STATEMENTS = new Map<string, BumpStatement>();
const CART_COLUMNS = getTableColumns(carts);

/**
 * `bumpVersion`'s statement for changes of the cart row's columns `keys` (sorted): one text for
 * each set of columns, built the first time it is needed (a change of the cart row touches one of
 * a few sets again and again). Its values are given as the columns take them (`mapToDriverValue`).
 */
function bumpStatement(keys: string[]): BumpStatement {
  const id = keys.join();
  let statement = BUMP_STATEMENTS.get(id);
  if (!statement) {
    const set = keys.map((key) => sql`${sql.identifier(toSnakeCase(key))} = ${sql.placeholder(key)}`);
    statement = preparedStatement<WrittenRow>(
      // Numbered as made: each set of columns, and so each text, has a name of its own.
      `cart_bump_version_${BUMP_STATEMENTS.size}`,
      sql`with bumped as (
        update ${carts} set ${sql.join(
          [...set, sql`version = version + 1`, sql`updated_at = ${sql.placeholder('now')}::timestamptz`],
          sql`, `,
        )}
        where cart_id = ${sql.placeholder('cartId')}::uuid
        returning *
      ),
      ${lineWritesAfterBump}`,
    );
    BUMP_STATEMENTS.set(id, statement);
  }
  return statement;
}

/**
 * A coupon's statements: an order with a code locks the coupon, reads it and its uses, and records
 * one more; a cart answer reads it and its uses too.
 */
const couponLockStatement = preparedStatement<{ couponId: string }>(
  'coupon_locked',
  sql`select ${coupons.couponId} as "couponId" from ${coupons} where ${coupons.code} = ${sql.placeholder('code')}
    for update`,
);
const couponStatement = preparedStatement<{ coupon: unknown }>(
  'coupon_by_code',
  sql`select ${jsonRow(coupons)} as coupon from ${coupons} where ${coupons.code} = ${sql.placeholder('code')}`,
);
const couponProductsStatement = preparedStatement<{ id: string; name: string }>(
  'coupon_products_of',
  sql`select ${products.productId} as id, ${products.name} as name
    from ${couponProducts} join ${products} on ${products.productId} = ${couponProducts.productId}
    where ${couponProducts.couponId} = ${sql.placeholder('couponId')}::uuid`,
);
const redemptionsStatement = preparedStatement<{ total: number | string; byEmail: number | string }>(
  'coupon_redemptions_count',
  sql`select count(*) as total,
      count(*) filter (where ${couponRedemptions.email} = ${sql.placeholder('email')}) as "byEmail"
    from ${couponRedemptions} where ${couponRedemptions.couponId} = ${sql.placeholder('couponId')}::uuid`,
);
const recordRedemptionStatement = preparedStatement(
  'coupon_redemption_record',
  sql`insert into ${couponRedemptions} (coupon_id, email, order_ref)
    values (${sql.placeholder('couponId')}::uuid, ${sql.placeholder('email')}, ${sql.placeholder('orderRef')})`,
);

/** The active shipping methods in order, as one JSON array. */
const activeShippingMethodsJson = sql`(select coalesce(json_agg(${jsonRow(shippingMethods)}
    order by ${shippingMethods.position}), '[]'::json)
  from ${shippingMethods} where ${shippingMethods.active})`;

const shippingMethodsStatement = preparedStatement<{ methods: unknown }>(
  'shipping_methods_active',
  sql`select ${activeShippingMethodsJson} as methods`,
);

/** What an order reads of its locked cart and of the shop, in one statement (`orderReads`). */
export interface OrderReads {
  lines: CartLineRow[];
  promotions: PromotionWithProducts[];
  shippingMethods: ShippingMethodRow[];
  /** The published products among the lines'. */
  products: ProductWithRelations[];
}

const orderReadsStatement = preparedStatement<{
  lines: unknown;
  promotions: unknown;
  methods: unknown;
  products: unknown;
}>(
  'cart_order_reads',
  sql`select ${linesJson(sql`${sql.placeholder('cartId')}::uuid`)} as lines,
    ${switchedOnPromotionsJson} as promotions,
    ${activeShippingMethodsJson} as methods,
    ${publishedProductsJson(
      sql`array(select ${cartLines.productId} from ${cartLines}
        where ${cartLines.cartId} = ${sql.placeholder('cartId')}::uuid)`,
      sql.placeholder('now'),
    )} as products`,
);

/** Line writes a plain change of a cart decided on, to be sent together (`writeLinesIfUnchanged`). */
export interface CartLineWrites {
  deleted: string[];
  updated: { lineId: string; quantity: number; options?: unknown[]; replace?: boolean }[];
  /** With ids made by the caller, so the answer needs no second read. */
  inserted: Omit<CartLineRow, 'cartId'>[];
}

/**
 * The line writes `writes` (placeholder, one JSON value of `CartLineWrites`, so a statement's text
 * is the same for any number of lines) and the answer, after a common table expression `bumped`
 * that bumped the cart's version: each write happens only if the bump did. The answer is the cart
 * as bumped and the lines as written (`WrittenLines`).
 */
const lineWritesAfterBump = sql`writes as (select ${sql.placeholder('writes')}::jsonb as w),
    deleted as (
      delete from ${cartLines}
      where cart_id = (select cart_id from bumped)
        and line_id in (select jsonb_array_elements_text(w -> 'deleted')::uuid from writes)
      returning line_id
    ),
    updated as (
      update ${cartLines} as kept set quantity = change.quantity,
        options = coalesce(change.options, kept.options),
        sub_products_replacement_forced = kept.sub_products_replacement_forced or coalesce(change.replace, false)
      from jsonb_to_recordset((select w -> 'updated' from writes))
        as change("lineId" uuid, quantity integer, options jsonb, replace boolean)
      where kept.line_id = change."lineId" and kept.cart_id = (select cart_id from bumped)
      returning kept.*
    ),
    inserted as (
      insert into ${cartLines} (line_id, cart_id, product_id, quantity, options, sub_products_replacement_forced, position)
      select added."lineId", bumped.cart_id, added."productId", added.quantity, added.options,
        added."subProductsReplacementForced", added.position
      from bumped, jsonb_to_recordset((select w -> 'inserted' from writes))
        as added("lineId" uuid, "productId" uuid, quantity integer, options jsonb,
          "subProductsReplacementForced" boolean, position integer)
      returning *
    )
    select (select ${jsonRow(carts)} from bumped as ${carts}) as cart,
      (select coalesce(json_agg(${jsonRow(cartLines)}), '[]'::json) from updated as ${cartLines}) as updated,
      (select coalesce(json_agg(${jsonRow(cartLines)}), '[]'::json) from inserted as ${cartLines}) as inserted,
      (select count(*) from deleted) as deleted`;

type WrittenRow = { cart: unknown; updated: unknown; inserted: unknown; deleted: unknown };

/** The cart as a version bump left it, and its lines as that statement wrote them. */
export interface WrittenLines {
  cart: CartRow;
  updated: CartLineRow[];
  inserted: CartLineRow[];
  deleted: number;
}

const writtenLines = (row: WrittenRow): WrittenLines => ({
  cart: fromJsonRow<CartRow>(carts, fromJson(row.cart)),
  updated: fromJsonRows<CartLineRow>(cartLines, row.updated),
  inserted: fromJsonRows<CartLineRow>(cartLines, row.inserted),
  deleted: Number(row.deleted),
});

/** No line writes: a bump of the cart row alone. */
const NO_LINE_WRITES = JSON.stringify({ deleted: [], updated: [], inserted: [] });

/**
 * The version goes up only if the cart is still the owner's, open, and at the version read; each
 * line write happens only if it did. One statement, so all of it or nothing, without a transaction.
 */
const writeLinesStatement = preparedStatement<WrittenRow>(
  'cart_write_lines_if_unchanged',
  sql`
    with bumped as (
      update ${carts} set version = version + 1, updated_at = ${sql.placeholder('now')}::timestamptz
      where cart_id = ${sql.placeholder('cartId')}::uuid and version = ${sql.placeholder('version')}::integer
        and status = 'OPEN'
        and case when ${sql.placeholder('accountId')}::uuid is null
          then session_token_hash = ${sql.placeholder('sessionTokenHash')}::text
          else account_id = ${sql.placeholder('accountId')}::uuid end
      returning *
    ),
    ${lineWritesAfterBump}`,
);

/**
 * Queries of the cart. Mutations run inside one transaction per request, so
 * the repository is made for the transaction's handle.
 */
export function createCartRepository(db: Database) {
  return {
    /** The owner's open cart, locked for the rest of the transaction. */
    async lockFor(owner: CartOwner): Promise<CartRow | undefined> {
      const [row] = await lockedCart(db, owner);
      return row && fromJsonRow<CartRow>(carts, fromJson(row.cart));
    },

    async findFor(owner: CartOwner): Promise<CartRow | undefined> {
      const [row] = await openCart(db, owner);
      return row && fromJsonRow<CartRow>(carts, fromJson(row.cart));
    },

    /**
     * The owner's open cart, locked, made now if there is none (which nobody else sees, or locks,
     * before the transaction commits): one statement. When a concurrent request made it first, that
     * one is returned, locked.
     */
    async lockOrCreateFor(owner: CartOwner): Promise<CartRow> {
      const [row] = await lockedOrCreatedCart(db, owner, {
        newSessionTokenHash: owner.accountId === null ? owner.sessionTokenHash : null,
        newAccountId: owner.accountId,
      });
      return row ? fromJsonRow<CartRow>(carts, fromJson(row.cart)) : (await this.lockFor(owner))!;
    },

    async lockByRecoveryHash(recoveryTokenHash: string): Promise<CartRow | undefined> {
      const [row] = await db
        .select()
        .from(carts)
        .where(and(eq(carts.recoveryTokenHash, recoveryTokenHash), eq(carts.status, 'OPEN')))
        .for('update');
      return row;
    },

    async delete(cartId: string): Promise<void> {
      await db.delete(carts).where(eq(carts.cartId, cartId));
    },

    async update(cartId: string, changes: CartChanges): Promise<void> {
      await db.update(carts).set(changes).where(eq(carts.cartId, cartId));
    },

    /**
     * The owner's open cart, locked for the rest of the transaction by recording a change at once
     * (the version goes up by one): one round trip where a lock and a version bump were two. Returns
     * the cart as the change leaves it; a request that changes nothing rolls its transaction back.
     */
    async bumpLockedFor(owner: CartOwner, now: Date): Promise<CartRow | undefined> {
      const [row] = await bumpedCart(db, owner, { now: now.toISOString() });
      return row && fromJsonRow<CartRow>(carts, fromJson(row.cart));
    },

    /**
     * Records a change: the version goes up by one, with `changes` to the cart row written in the
     * same statement. Returns the cart as the change leaves it.
     */
    async bumpVersion(cartId: string, now: Date, changes: CartChanges = {}): Promise<CartRow> {
      return (await this.bumpVersionWriting(cartId, now, changes)).cart;
    },

    /**
     * Bumps the cart's version with `changes` of its row and makes the line writes, in one
     * statement (the caller holds the cart's lock); answers the cart and the lines as written.
     */
    async bumpVersionWriting(
      cartId: string,
      now: Date,
      changes: CartChanges,
      writes?: CartLineWrites,
    ): Promise<WrittenLines> {
      const values: Record<string, unknown> = {
        cartId,
        now: now.toISOString(),
        writes: writes ? JSON.stringify(writes) : NO_LINE_WRITES,
      };
      // As the query builder's `set`: an undefined change is none, and the bump's own time wins.
      const keys = Object.keys(changes)
        .filter((key) => changes[key as keyof CartChanges] !== undefined && key !== 'updatedAt')
        .sort();
      for (const key of keys) {
        const value = changes[key as keyof CartChanges];
        values[key] = value === null ? null : CART_COLUMNS[key as keyof CartChanges].mapToDriverValue(value);
      }
      const [row] = await bumpStatement(keys)(db, values);
      return writtenLines(row!);
    },

    async lines(cartId: string): Promise<CartLineRow[]> {
      const rows = await linesStatement(db, { cartId });
      return rows.map((row) => fromJsonRow<CartLineRow>(cartLines, fromJson(row.line)));
    },

    /** Adds a line; returns it as stored. */
    async insertLine(line: Omit<CartLineRow, 'lineId'>): Promise<CartLineRow> {
      const [row] = await insertLineStatement(db, { ...line, options: JSON.stringify(line.options) });
      return fromJsonRow<CartLineRow>(cartLines, fromJson(row!.line));
    },

    /** Changes a line; returns it as stored. */
    async updateLine(
      lineId: string,
      changes: Partial<Pick<CartLineRow, 'quantity' | 'options' | 'subProductsReplacementForced'>>,
    ): Promise<CartLineRow> {
      const [row] = await db.update(cartLines).set(changes).where(eq(cartLines.lineId, lineId)).returning();
      return row!;
    },

    async deleteLine(lineId: string): Promise<void> {
      await db.delete(cartLines).where(eq(cartLines.lineId, lineId));
    },

    /**
     * The cart's lines in order, and what the cart rules need of their products and of `productIds`
     * (published state, stock, gift packing): one query. Read after the cart is locked, so no
     * concurrent change of the cart is missed.
     */
    async linesWithProducts(
      cartId: string,
      productIds: string[],
    ): Promise<{ lines: CartLineRow[]; products: ProductForCart[] }> {
      const [row] = await linesWithProductsStatement(db, { cartId, productIds });
      return {
        lines: fromJsonRows<CartLineRow>(cartLines, row?.lines ?? []),
        products: fromJson<ProductForCart[]>(row?.products ?? []),
      };
    },

    /**
     * The owner's open cart with its lines and what the cart rules need of their products and of
     * `productIds`, as one snapshot and without a lock: a plain change decides on it, then writes
     * only if the cart's version is still the one read (`writeLinesIfUnchanged`).
     */
    async openCartWithLines(
      owner: CartOwner,
      productIds: string[],
    ): Promise<{ cart: CartRow; lines: CartLineRow[]; products: ProductForCart[] } | undefined> {
      const [row] = await cartWithLines(db, owner, { productIds });
      if (!row?.cart) return undefined;
      return {
        cart: fromJsonRow<CartRow>(carts, fromJson(row.cart)),
        lines: fromJsonRows<CartLineRow>(cartLines, row.lines),
        products: fromJson<ProductForCart[]>(row.products),
      };
    },

    /**
     * Bumps the version of `cart` and makes the line writes, all in one statement, if the cart is
     * still the owner's, open and at `cart.version`. Undefined when it was not (another change came
     * first: nothing was written); else the cart as bumped and the lines as written.
     */
    async writeLinesIfUnchanged(
      owner: CartOwner,
      cart: CartRow,
      writes: CartLineWrites,
      now: Date,
    ): Promise<WrittenLines | undefined> {
      const [row] = await writeLinesStatement(db, {
        cartId: cart.cartId,
        version: cart.version,
        accountId: owner.accountId,
        sessionTokenHash: owner.sessionTokenHash,
        now: now.toISOString(),
        writes: JSON.stringify(writes),
      });
      return row?.cart ? writtenLines(row) : undefined;
    },

    /** What the cart rules need of products: published state, stock, gift packing. */
    async productsForCart(productIds: string[]) {
      if (productIds.length === 0) return [];
      return db
        .select({
          productId: products.productId,
          name: products.name,
          published: products.published,
          stockOnHand: products.stockOnHand,
          giftPacking: products.giftPacking,
        })
        .from(products)
        .where(inArray(products.productId, productIds));
    },

    async couponByCode(code: string) {
      const [found] = await couponStatement(db, { code });
      if (!found) return undefined;
      const row = fromJsonRow<CouponRow>(coupons, fromJson(found.coupon));
      const linked = await couponProductsStatement(db, { couponId: row.couponId });
      return { ...row, products: linked };
    },

    /**
     * Locks the coupon's row for the rest of the transaction: concurrent orders with one code then
     * count its uses one after another, so a use limit holds. Returns its id, if the code exists.
     */
    async lockCoupon(code: string): Promise<string | undefined> {
      const [row] = await couponLockStatement(db, { code });
      return row?.couponId;
    },

    async recordRedemption(redemption: { couponId: string; email: string; orderRef: string | null }): Promise<void> {
      await recordRedemptionStatement(db, redemption);
    },

    /** Gives back the coupon use of an order that was cancelled before it was paid. */
    async releaseRedemption(orderRef: string): Promise<void> {
      await db.delete(couponRedemptions).where(eq(couponRedemptions.orderRef, orderRef));
    },

    /** The coupon's uses, and those by `email` (none counted without one). */
    async redemptions(couponId: string, email: string | null): Promise<{ total: number; byEmail: number }> {
      const [row] = await redemptionsStatement(db, { couponId, email });
      return { total: Number(row?.total ?? 0), byEmail: Number(row?.byEmail ?? 0) };
    },

    async shippingMethods(): Promise<ShippingMethodRow[]> {
      const [row] = await shippingMethodsStatement(db, {});
      return fromJsonRows<ShippingMethodRow>(shippingMethods, row!.methods);
    },

    /**
     * Everything an order prices its cart from, read afresh after the cart is locked in one
     * statement (one round trip instead of four): the cart's lines, the switched-on promotions, the
     * active shipping methods and the lines' published products, at `now`.
     */
    async orderReads(cartId: string, now: Date): Promise<OrderReads> {
      const [row] = await orderReadsStatement(db, { cartId, now });
      return {
        lines: fromJsonRows<CartLineRow>(cartLines, row!.lines),
        promotions: fromPromotionsJson(row!.promotions),
        shippingMethods: fromJsonRows<ShippingMethodRow>(shippingMethods, row!.methods),
        products: fromProductsJson(row!.products),
      };
    },
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;
