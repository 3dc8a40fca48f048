import { schema } from '@manufaktura/db';
import { and, asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';

import { BILLING } from './fixtures/checkout.ts';
import { tinyProduct, tinyShop } from './fixtures/tiny-shop.ts';
import { useTestApp } from './helper.ts';

const START = new Date('2026-11-21T12:00:00.000Z');
let now = START;
const HOUR = 60 * 60_000;
const shop = tinyShop([
  tinyProduct({ slug: 'krem', name: 'Krem różany', price: 5000, stock: 100 }),
  tinyProduct({ slug: 'serum', name: 'Serum nocne', price: 9000, stock: 3 }),
  tinyProduct({ slug: 'mydlo', name: 'Mydło lawendowe', price: 2000, stock: 50 }),
]);
const app = useTestApp({ seed: shop, now: () => now });

const PASSWORD = 'różane-pole-42';

let clients = 0;
/** Every shopper comes from an address of their own: sign-ins and e-mails are limited per address. */
const anotherAddress = () => {
  clients += 1;
  return `10.40.${clients >> 8}.${clients & 255}`;
};

interface Client {
  session: string;
  ip: string;
  post(url: string, payload: object): Promise<LightMyRequestResponse>;
  get(url: string): Promise<LightMyRequestResponse>;
}

/** A browser: it keeps the Session-Id the API last named. */
async function client(): Promise<Client> {
  const ip = anotherAddress();
  const self: Client = {
    session: '',
    ip,
    async post(url, payload) {
      const response = await app().inject({
        method: 'POST',
        url,
        payload,
        remoteAddress: ip,
        headers: self.session ? { 'session-id': self.session } : {},
      });
      if (response.headers['session-id']) self.session = String(response.headers['session-id']);
      return response;
    },
    async get(url) {
      const response = await app().inject({
        method: 'GET',
        url,
        remoteAddress: ip,
        headers: self.session ? { 'session-id': self.session } : {},
      });
      if (response.headers['session-id']) self.session = String(response.headers['session-id']);
      return response;
    },
  };
  await self.get('/api/carts');
  return self;
}

const mails = (to: string, kind: string) =>
  app()
    .db.select()
    .from(schema.outboxEmails)
    .where(and(eq(schema.outboxEmails.to, to), eq(schema.outboxEmails.kind, kind)))
    .orderBy(asc(schema.outboxEmails.createdAt));

const lastToken = async (to: string, kind: string, pattern: RegExp) => {
  const all = await mails(to, kind);
  return pattern.exec(all.at(-1)!.text)?.[1];
};
const confirmationToken = (to: string) =>
  lastToken(to, 'account-confirmation', /registration_confirmation_token=([A-Za-z0-9_-]+)/);
const resetToken = (to: string) => lastToken(to, 'password-reset', /reset-password\?token=([A-Za-z0-9_-]+)/);

const productIds = async () => {
  const { items } = (await app().inject({ method: 'GET', url: '/api/products' })).json() as {
    items: { slug: string; product_id: string }[];
  };
  return Object.fromEntries(items.map((item) => [item.slug, item.product_id]));
};

let accounts = 0;
/** A confirmed account, signed in on a browser of its own. */
async function signedInShopper(password = PASSWORD) {
  accounts += 1;
  const email = `klientka${accounts}@example.pl`;
  const browser = await client();
  expect((await browser.post('/api/accounts/register', { email, password, first_name: 'Ola' })).statusCode).toBe(201);
  const confirmed = await browser.post('/api/carts', {
    account: { emailRegistrationConfirmationToken: await confirmationToken(email) },
  });
  expect(confirmed.statusCode).toBe(200);
  return { email, browser };
}

const code = (response: { json(): unknown }) => (response.json() as { errorMsgCode?: string }).errorMsgCode;

describe('registration', () => {
  it('creates an unconfirmed account with an argon2id hash and e-mails a 48-hour confirmation link', async () => {
    const browser = await client();
    const response = await browser.post('/api/accounts/register', {
      email: ' Nowa.Klientka@Example.PL ',
      password: PASSWORD,
      password_confirmation: PASSWORD,
      first_name: 'Ola',
      last_name: 'Nowak',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ email: 'nowa.klientka@example.pl', confirmation_sent: true });

    const [row] = await app()
      .db.select()
      .from(schema.accounts)
      .where(eq(schema.accounts.email, 'nowa.klientka@example.pl'));
    expect(row!.confirmedAt).toBeNull();
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.passwordHash).not.toContain(PASSWORD);
    const [mail] = await mails('nowa.klientka@example.pl', 'account-confirmation');
    expect(mail!.subject).toBe('Potwierdź założenie konta w Manufakturze');
    expect(mail!.text).toMatch(/http:\/\/sklep\.test\/\?registration_confirmation_token=[A-Za-z0-9_-]{43}\n/);
    const [token] = await app()
      .db.select()
      .from(schema.accountTokens)
      .where(eq(schema.accountTokens.accountId, row!.accountId));
    expect(token!.expiresAt.getTime() - token!.createdAt.getTime()).toBe(48 * HOUR);
    expect(mail!.text).not.toContain(token!.tokenHash);
  });

  it.each([
    [{ email: 'nie-adres', password: PASSWORD }, 'email.invalid'],
    [{ email: `${'a'.repeat(250)}@example.pl`, password: PASSWORD }, 'email.too.long'],
    [{ email: 'imie@example.pl', password: PASSWORD, first_name: 'A'.repeat(101) }, 'first.name.too.long'],
    [{ email: 'nazwisko@example.pl', password: PASSWORD, last_name: 'B'.repeat(101) }, 'last.name.too.long'],
    [{ email: 'krotkie@example.pl', password: 'krótkie' }, 'password.too.short'],
    [{ email: 'dlugie@example.pl', password: 'x'.repeat(129) }, 'password.too.long'],
    [{ email: 'rozne@example.pl', password: PASSWORD, password_confirmation: `${PASSWORD}!` }, 'password.mismatch'],
  ])('refuses %j with %s, keeping nothing', async (payload, expected) => {
    const browser = await client();
    const response = await browser.post('/api/accounts/register', payload);
    expect(response.statusCode).toBe(400);
    expect(code(response)).toBe(expected);
    expect((response.json() as { message: string }).message.length).toBeGreaterThan(0);
    const rows = await app().db.select().from(schema.accounts).where(eq(schema.accounts.email, payload.email));
    expect(rows).toEqual([]);
  });

  it('refuses a confirmed address, and sends a pending one a fresh link that replaces the old', async () => {
    const { email } = await signedInShopper();
    const again = await (await client()).post('/api/accounts/register', { email, password: PASSWORD });
    expect(again.statusCode).toBe(409);
    expect(code(again)).toBe('email.already.registered');

    const pending = 'oczekujaca@example.pl';
    const browser = await client();
    await browser.post('/api/accounts/register', { email: pending, password: PASSWORD });
    const first = await confirmationToken(pending);
    // A second later: on a frozen clock the two e-mails would tie, and which is the last would
    // depend on where the outbox sender's updates left their rows.
    now = new Date(START.getTime() + 1000);
    try {
      await browser.post('/api/accounts/register', { email: pending, password: `${PASSWORD}-2` });
      const second = await confirmationToken(pending);
      expect(second).not.toBe(first);
      expect(code(await browser.post('/api/carts', { account: { emailRegistrationConfirmationToken: first } }))).toBe(
        'account.already.confirmed',
      );
      const confirmed = await browser.post('/api/carts', { account: { emailRegistrationConfirmationToken: second } });
      expect(confirmed.json()).toMatchObject({ account_logged_in: true });
    } finally {
      now = START;
    }
  });
});

describe('confirmation through POST /api/carts', () => {
  it('activates the account, signs the session in under a new token, and refuses the token a second time', async () => {
    const browser = await client();
    const email = 'potwierdzam@example.pl';
    await browser.post('/api/accounts/register', { email, password: PASSWORD });
    const token = await confirmationToken(email);
    const before = browser.session;
    const confirmed = await browser.post('/api/carts', { account: { emailRegistrationConfirmationToken: token } });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ account_logged_in: true });
    expect(browser.session).not.toBe(before);
    expect(JSON.stringify(confirmed.json())).not.toContain(token);
    expect((await browser.get('/api/accounts')).json()).toMatchObject({ email, has_password: true });

    const replay = await (
      await client()
    ).post('/api/carts', { account: { emailRegistrationConfirmationToken: token } });
    expect(replay.statusCode).toBe(409);
    expect(code(replay)).toBe('account.already.confirmed');
  });

  it('answers token.invalid for a token no one issued, and registration.token.expired after 48 hours', async () => {
    const browser = await client();
    const unknown = await browser.post('/api/carts', {
      account: { emailRegistrationConfirmationToken: 'x'.repeat(43) },
    });
    expect(code(unknown)).toBe('token.invalid');

    const email = 'spozniona@example.pl';
    await browser.post('/api/accounts/register', { email, password: PASSWORD });
    const token = await confirmationToken(email);
    now = new Date(START.getTime() + 48 * HOUR + 1);
    try {
      const late = await browser.post('/api/carts', { account: { emailRegistrationConfirmationToken: token } });
      expect(late.statusCode).toBe(410);
      expect(code(late)).toBe('account.registration.token.expired');
    } finally {
      now = START;
    }
  });
});

describe('signing in with a password', () => {
  it('gives an unknown e-mail and a wrong password the same answer, and tells only the owner the account waits', async () => {
    const browser = await client();
    const email = 'niepotwierdzona@example.pl';
    await browser.post('/api/accounts/register', { email, password: PASSWORD });
    const unknown = await browser.post('/api/carts', { account: { email: 'nikt@example.pl', password: PASSWORD } });
    const wrong = await browser.post('/api/carts', { account: { email, password: 'zle-haslo-123' } });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(code(wrong)).toBe('account.invalid.credentials');

    const owner = await browser.post('/api/carts', { account: { email, password: PASSWORD } });
    expect(owner.statusCode).toBe(403);
    expect(code(owner)).toBe('account.email.not.confirmed');
  });

  it('rotates the session token, never stores or echoes the password, and the old token is a guest again', async () => {
    const { email } = await signedInShopper();
    const browser = await client();
    const planted = browser.session;
    const response = await browser.post('/api/carts', { account: { email: email.toUpperCase(), password: PASSWORD } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ account_logged_in: true });
    expect(browser.session).not.toBe(planted);
    expect(response.body).not.toContain(PASSWORD);
    const carts = await app().db.select().from(schema.carts);
    expect(JSON.stringify(carts)).not.toContain(PASSWORD);

    const asPlanted = await app().inject({ method: 'GET', url: '/api/accounts', headers: { 'session-id': planted } });
    expect(asPlanted.statusCode).toBe(401);
    expect(code(asPlanted)).toBe('account.not.logged.in');
  });

  it('joins the guest cart to the account’s: sums capped by stock, the merge reported, every device sees one cart', async () => {
    const ids = await productIds();
    const { email, browser: phone } = await signedInShopper();
    await phone.post('/api/carts', {
      add_items: [
        { product_id: ids.krem, quantity: 1 },
        { product_id: ids.serum, quantity: 2 },
      ],
    });

    const laptop = await client();
    await laptop.post('/api/carts', {
      add_items: [
        { product_id: ids.krem, quantity: 2 },
        { product_id: ids.serum, quantity: 3 },
        { product_id: ids.mydlo, quantity: 1 },
      ],
    });
    const signedIn = await laptop.post('/api/carts', { account: { email, password: PASSWORD } });
    const cart = signedIn.json() as {
      items: { product: { slug: string }; quantity: number }[];
      notices: { key: string; message: string }[];
    };
    const quantities = Object.fromEntries(cart.items.map((line) => [line.product.slug, line.quantity]));
    expect(quantities).toEqual({ krem: 3, serum: 3, mydlo: 1 });
    expect(cart.notices).toEqual([
      { key: 'cart.merged', message: 'Produkty wybrane przed zalogowaniem są teraz w Twoim koszyku.' },
    ]);
    const onPhone = (await phone.get('/api/carts')).json() as typeof cart;
    expect(onPhone.items.map((line) => [line.product.slug, line.quantity])).toEqual(
      cart.items.map((line) => [line.product.slug, line.quantity]),
    );
    expect(onPhone.notices).toEqual([]);
    // A change of the lines on one device is the account's cart changed on every device.
    await phone.post('/api/carts', { add_items: [{ product_id: ids.mydlo, quantity: 1 }] });
    const onLaptop = (await laptop.get('/api/carts')).json() as typeof cart;
    expect(onLaptop.items.find((line) => line.product.slug === 'mydlo')?.quantity).toBe(2);
  });

  it('stops guessing after 10 attempts on one e-mail, from any address, the same for an unknown one', async () => {
    for (const email of ['zgadywana@example.pl', 'nieistniejaca@example.pl']) {
      const answers = [];
      for (let attempt = 0; attempt < 11; attempt += 1) {
        const browser = await client();
        answers.push(
          (await browser.post('/api/carts', { account: { email, password: `zgaduje-${attempt}` } })).statusCode,
        );
      }
      expect(answers.slice(0, 10)).toEqual(Array(10).fill(401));
      expect(answers[10]).toBe(429);
    }
  });
});

describe('signing out', () => {
  it('ends the session on the server: a new guest token, an empty cart, the account’s cart kept for it', async () => {
    const ids = await productIds();
    const { email, browser } = await signedInShopper();
    await browser.post('/api/carts', { add_items: [{ product_id: ids.krem, quantity: 2 }] });
    const signedInToken = browser.session;
    const out = await browser.post('/api/carts', { logout: true });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toMatchObject({ account_logged_in: false, items: [] });
    expect(browser.session).not.toBe(signedInToken);
    const old = await app().inject({ method: 'GET', url: '/api/accounts', headers: { 'session-id': signedInToken } });
    expect(old.statusCode).toBe(401);

    const back = await browser.post('/api/carts', { account: { email, password: PASSWORD } });
    expect((back.json() as { items: { quantity: number }[] }).items.map((line) => line.quantity)).toEqual([2]);
  });
});

describe('the account', () => {
  it('answers 401 without a signed-in session', async () => {
    const guest = await client();
    for (const response of [
      await guest.get('/api/accounts'),
      await guest.post('/api/accounts', { first_name: 'Ola' }),
      await guest.get('/api/orders'),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(code(response)).toBe('account.not.logged.in');
    }
  });

  it('keeps names, phone and saved addresses, forgets an address on null, and checks names', async () => {
    const { browser } = await signedInShopper();
    const saved = await browser.post('/api/accounts', {
      first_name: ' Anna ',
      last_name: 'Kowalska',
      phone: '600 100 200',
      billing: BILLING,
      shipping: { ...BILLING, street: 'Różana 5' },
      loyalty_member: true,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      first_name: 'Anna',
      last_name: 'Kowalska',
      phone: '600 100 200',
      loyalty_member: true,
      billing: { street: BILLING.street, city: BILLING.city },
      shipping: { street: 'Różana 5' },
    });
    // The checkout starts from the account: its e-mail and the saved billing address.
    const cart = (await browser.get('/api/carts')).json() as { email: string; billing: Record<string, string> };
    expect(cart.email).toMatch(/^klientka\d+@example\.pl$/);
    expect(cart.billing).toMatchObject({ street: BILLING.street, city: BILLING.city });

    const forgotten = await browser.post('/api/accounts', { shipping: null });
    expect(forgotten.json()).toMatchObject({ shipping: null, billing: { street: BILLING.street } });

    const long = await browser.post('/api/accounts', { last_name: 'N'.repeat(101) });
    expect(code(long)).toBe('last.name.too.long');
    expect((await browser.get('/api/accounts')).json()).toMatchObject({ last_name: 'Kowalska' });
  });

  it('changes the password only with the current one, and signs every other device out', async () => {
    const { email, browser } = await signedInShopper();
    const other = await client();
    await other.post('/api/carts', { account: { email, password: PASSWORD } });

    const refused = await browser.post('/api/accounts', {
      password: { current: 'nie-to-haslo', new: 'nowe-haslo-123', confirmation: 'nowe-haslo-123' },
    });
    expect(code(refused)).toBe('account.invalid.credentials');
    const changed = await browser.post('/api/accounts', {
      password: { current: PASSWORD, new: 'nowe-haslo-123', confirmation: 'nowe-haslo-123' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await browser.get('/api/accounts')).statusCode).toBe(200);
    expect((await other.get('/api/accounts')).statusCode).toBe(401);
    const withOld = await (await client()).post('/api/carts', { account: { email, password: PASSWORD } });
    expect(code(withOld)).toBe('account.invalid.credentials');
  });
});

describe('a personal voucher', () => {
  it('applies for the signed-in owner of its address and for no other account', async () => {
    const ids = await productIds();
    const { email, browser } = await signedInShopper();
    await app().db.insert(schema.coupons).values({
      code: 'DLAOLI',
      name: 'Bon dla Oli',
      discountType: 'FIXED',
      value: 1000,
      allowedEmail: email,
    });
    await browser.post('/api/carts', { add_items: [{ product_id: ids.krem!, quantity: 1 }] });
    const applied = await browser.post('/api/carts', { add_coupon_code: 'dlaoli' });
    expect(applied.json()).toMatchObject({ coupon_code: 'DLAOLI', discount_total: 10 });

    const { browser: other } = await signedInShopper();
    await other.post('/api/carts', { add_items: [{ product_id: ids.krem!, quantity: 1 }] });
    expect(code(await other.post('/api/carts', { add_coupon_code: 'DLAOLI' }))).toBe('coupon.not.valid.for.account');
  });
});

describe('the newsletter for an account', () => {
  it('honours account_must_exists for the signed-in owner only, and tells the owner the state', async () => {
    const { email, browser } = await signedInShopper();
    const own = await browser.post('/api/accounts/subscription', { email, subscribe: true, account_must_exists: true });
    expect(own.json()).toEqual({ email, subscribed: false, pending: true });
    expect((await browser.get(`/api/accounts/subscription?email=${email}`)).json()).toEqual({
      email,
      subscribed: false,
      pending: true,
    });
    expect((await browser.get('/api/accounts')).json()).toMatchObject({ newsletter: false, newsletter_pending: true });

    const { email: someoneElse } = await signedInShopper();
    for (const asker of [browser, await client()]) {
      const refused = await asker.post('/api/accounts/subscription', {
        email: someoneElse,
        subscribe: true,
        account_must_exists: true,
      });
      expect(refused.statusCode).toBe(404);
      expect(code(refused)).toBe('account.not.found');
    }
  });
});

describe('password reset', () => {
  it('answers the same for any address, e-mails a one-hour link to an account only, and the link works once', async () => {
    const { email } = await signedInShopper();
    const asker = await client();
    const known = await asker.post('/api/accounts/forget-password', { email: email.toUpperCase() });
    const unknown = await asker.post('/api/accounts/forget-password', { email: 'nieznana@example.pl' });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(Object.keys(known.json() as object)).toEqual(Object.keys(unknown.json() as object));
    expect(await mails('nieznana@example.pl', 'password-reset')).toEqual([]);
    const token = await resetToken(email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const signedInElsewhere = await client();
    await signedInElsewhere.post('/api/carts', { account: { email, password: PASSWORD } });

    const weak = await asker.post('/api/accounts/reset-password', { token, password: 'krótkie' });
    expect(code(weak)).toBe('password.too.short');
    const reset = await asker.post('/api/accounts/reset-password', {
      token,
      password: 'calkiem-nowe-haslo',
      password_confirmation: 'calkiem-nowe-haslo',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({ email });
    expect((await asker.get('/api/accounts')).statusCode).toBe(200);
    expect((await signedInElsewhere.get('/api/accounts')).statusCode).toBe(401);

    const replay = await (
      await client()
    ).post('/api/accounts/reset-password', { token, password: 'jeszcze-inne-haslo' });
    expect(code(replay)).toBe('account.reset.password.token.invalid');
    const fresh = await client();
    expect(code(await fresh.post('/api/carts', { account: { email, password: PASSWORD } }))).toBe(
      'account.invalid.credentials',
    );
    expect((await fresh.post('/api/carts', { account: { email, password: 'calkiem-nowe-haslo' } })).statusCode).toBe(
      200,
    );
  });

  it('refuses a link past its hour, and an older link once a newer one is sent', async () => {
    const { email } = await signedInShopper();
    const asker = await client();
    await asker.post('/api/accounts/forget-password', { email });
    const older = await resetToken(email);
    await asker.post('/api/accounts/forget-password', { email });
    const newer = await resetToken(email);
    const stale = await asker.post('/api/accounts/reset-password', { token: older, password: 'nowe-haslo-123' });
    expect(code(stale)).toBe('account.reset.password.token.invalid');
    now = new Date(START.getTime() + HOUR + 1);
    try {
      const late = await asker.post('/api/accounts/reset-password', { token: newer, password: 'nowe-haslo-123' });
      expect(code(late)).toBe('account.reset.password.token.invalid');
    } finally {
      now = START;
    }
  });

  it('sends at most 3 e-mails an hour for one address, the registration’s among them', async () => {
    const { email } = await signedInShopper();
    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt += 1)
      statuses.push((await (await client()).post('/api/accounts/forget-password', { email })).statusCode);
    expect(statuses).toEqual([202, 202, 429]);
    expect(await mails(email, 'password-reset')).toHaveLength(2);
  });
});

describe('orders of an account', () => {
  async function placeOrder(
    browser: Client,
    slug: 'krem' | 'serum' | 'mydlo',
    quantity: number,
    extra: { save_address?: boolean; shipping?: object } = {},
  ) {
    const ids = await productIds();
    const cart = (
      await browser.post('/api/carts', {
        add_items: [{ product_id: ids[slug]!, quantity }],
        billing: BILLING,
        shippingService: { method_id: 'paczkomat-pobranie', attributes: { locker_code: 'KRA010' } },
        ...(extra.shipping ? { shipping: extra.shipping } : {}),
      })
    ).json() as { version: number };
    const placed = await browser.post('/api/payment/invoke', {
      version: cart.version,
      payment_method: 'cod',
      consents: { terms: true, privacy: true },
      ...(extra.save_address === undefined ? {} : { save_address: extra.save_address }),
    });
    expect(placed.statusCode, placed.body).toBe(200);
    return (placed.json() as { order: { id: string; number: string } }).order;
  }

  it('lists the owner’s orders and shows each to the owner only, never to another account', async () => {
    const { browser, email } = await signedInShopper();
    const order = await placeOrder(browser, 'krem', 2);
    const history = (await browser.get('/api/orders')).json() as { items: object[]; total: number };
    expect(history.total).toBe(1);
    expect(history.items).toEqual([
      expect.objectContaining({
        id: order.id,
        number: order.number,
        status: 'confirmed',
        items_count: 2,
        grand_total: expect.any(Number),
      }),
    ]);
    const mine = await browser.get(`/api/orders/${order.id}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ id: order.id, email });

    const { browser: stranger } = await signedInShopper();
    const theirs = await stranger.get(`/api/orders/${order.id}`);
    expect(theirs.statusCode).toBe(404);
    expect(code(theirs)).toBe('order.not.found');
    expect(((await stranger.get('/api/orders')).json() as { total: number }).total).toBe(0);
    const guest = await client();
    expect((await guest.get(`/api/orders/${order.id}`)).statusCode).toBe(404);
  });

  it('withdraws from the owner’s sent order without the e-mail’s link; another account or a guest cannot', async () => {
    const { browser, email } = await signedInShopper();
    const order = await placeOrder(browser, 'krem', 1);
    // The parcel has left (the packers' moves are the back office's tests).
    await app().db.update(schema.orders).set({ status: 'shipped' }).where(eq(schema.orders.orderId, order.id));
    const withdrawal = `/api/orders/${order.id}/withdrawal`;

    const { browser: stranger } = await signedInShopper();
    for (const other of [stranger, await client()]) {
      const refused = await other.post(withdrawal, { name: 'Ola Nowak' });
      expect(refused.statusCode).toBe(404);
      expect(code(refused)).toBe('order.not.found');
    }
    expect(await mails(email, 'order-withdrawal-received')).toEqual([]);
    expect((await browser.get(`/api/orders/${order.id}`)).json()).toMatchObject({
      withdrawal: null,
      withdrawal_open: true,
    });

    const made = await browser.post(withdrawal, { name: 'Ola Nowak' });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json()).toMatchObject({
      id: order.id,
      withdrawal: { received_on: '2026-11-21' },
      withdrawal_open: false,
    });
    const [receipt] = await mails(email, 'order-withdrawal-received');
    expect(receipt!.text).toContain(
      `„Ja, Ola Nowak, niniejszym informuję o odstąpieniu od umowy sprzedaży zawartej zamówieniem ${order.number}.”`,
    );
  });

  it('orders again: the lines back in the cart as far as stock allows, the rest named', async () => {
    const { browser } = await signedInShopper();
    const order = await placeOrder(browser, 'serum', 2);
    // One serum was left after the order; a guest takes it.
    await app().db.update(schema.products).set({ stockOnHand: 1 }).where(eq(schema.products.slug, 'serum'));
    const again = await browser.post('/api/carts', { orderAgain: { orderId: order.id } });
    expect(again.statusCode).toBe(200);
    const cart = again.json() as { items: { product: { slug: string }; quantity: number }[]; notices: object[] };
    expect(cart.items.map((line) => [line.product.slug, line.quantity])).toEqual([['serum', 1]]);
    expect(cart.notices).toEqual([
      expect.objectContaining({ key: 'product.not.available', params: { productNames: ['Serum nocne'] } }),
    ]);

    expect(code(await browser.post('/api/carts', { orderAgain: { orderId: 'MF-2026-000001' } }))).toBe(
      'order.id.invalid',
    );
    const { browser: stranger } = await signedInShopper();
    expect(code(await stranger.post('/api/carts', { orderAgain: { orderId: order.id } }))).toBe('order.not.found');
    expect(code(await (await client()).post('/api/carts', { orderAgain: { orderId: order.id } }))).toBe(
      'account.not.logged.in',
    );
  });

  it('keeps the order’s address on the account only when asked to, and never for a guest', async () => {
    const { browser } = await signedInShopper();
    await placeOrder(browser, 'mydlo', 1);
    expect(((await browser.get('/api/accounts')).json() as { billing: unknown }).billing).toBeNull();

    await placeOrder(browser, 'mydlo', 1, { save_address: true });
    const saved = (await browser.get('/api/accounts')).json() as { billing: object | null; shipping: object | null };
    expect(saved.billing).toMatchObject({ first_name: 'Anna', street: 'Długa 5', post_code: '30-001', city: 'Kraków' });
    expect(saved.shipping).toBeNull();

    const addresses = () => app().db.select().from(schema.accountAddresses);
    const before = await addresses();
    const guest = await client();
    await guest.post('/api/carts', { email: 'gosc-z-adresem@example.pl' });
    await placeOrder(guest, 'mydlo', 1, { save_address: true });
    expect(await addresses()).toEqual(before);
  });

  it('gives a newly confirmed account the guest orders placed with its e-mail', async () => {
    const guest = await client();
    const email = 'dawniej-gosc@example.pl';
    await guest.post('/api/carts', { email });
    const order = await placeOrder(guest, 'mydlo', 1);
    await guest.post('/api/accounts/register', { email, password: PASSWORD });
    await guest.post('/api/carts', { account: { emailRegistrationConfirmationToken: await confirmationToken(email) } });
    const history = (await guest.get('/api/orders')).json() as { items: { id: string }[] };
    expect(history.items.map((item) => item.id)).toEqual([order.id]);
  });
});
