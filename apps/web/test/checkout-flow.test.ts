import type { PlacedOrder } from '@manufaktura/contract';
import { ERROR_MESSAGES_PL, formatMessage } from '@manufaktura/core';
import { describe, expect, it, vi } from 'vitest';

import type { CheckoutCalls, SeenCart } from '../src/components/checkout/checkout-flow.ts';
import { placeCheckoutOrder } from '../src/components/checkout/checkout-flow.ts';
import type { FormValues } from '../src/components/checkout/checkout-rules.ts';
import { EMPTY_ADDRESS, FORM_NAMES } from '../src/components/checkout/checkout-rules.ts';
import type { ApiResult } from '../src/lib/api/client.ts';
import type { Cart, ShippingMethod } from '../src/lib/api/types.ts';
import { checkoutText } from '../src/messages/cart.ts';

/**
 * The one flow both ways of placing an order share (the form in the browser and its Server Action):
 * the real rules, with the shop API as injected calls that answer what a test needs.
 */

const courier: ShippingMethod = {
  id: 'kurier',
  name: 'Kurier',
  description: '',
  price: 1599,
  cashOnDelivery: false,
  requiresLocker: false,
};

const address = {
  first_name: 'Anna',
  last_name: 'Nowak',
  street: 'Długa 5/3',
  post_code: '30-001',
  city: 'Kraków',
  phone: '600123456',
};

const values: FormValues = {
  email: 'anna@example.pl',
  billing: { ...address, company: '', nip: '' },
  shipping: EMPTY_ADDRESS,
  otherAddress: false,
  wantsInvoice: false,
  methodId: courier.id,
  lockerCode: '',
  paymentId: 'cod',
  blikCode: '',
  comments: ' Proszę o szybką wysyłkę ',
  terms: true,
  privacy: true,
  newsletter: false,
  saveAddress: false,
};

/** The saved cart as the mappers give it: only what the flow reads matters here. */
const savedCart = (version: number, grandTotal: number) =>
  ({ cartId: 'c-1', version, grand_total: grandTotal }) as Cart;

const placed: PlacedOrder = {
  order: {} as PlacedOrder['order'],
  access_token: 't',
  redirect_url: '/order-confirmation',
};

const refusal = (errorMsgCode: string, params?: Record<string, unknown>): ApiResult<never> => ({
  ok: false,
  status: 400,
  errorMsgCode,
  params,
  message: formatMessage(errorMsgCode, params),
});

/** Calls that save the cart at `saved` and place the order, each a spy. */
function calls(saved: ApiResult<Cart>, order: ApiResult<PlacedOrder> = { ok: true, data: placed }) {
  return {
    saveCart: vi.fn<CheckoutCalls['saveCart']>(async () => saved),
    placeOrder: vi.fn<CheckoutCalls['placeOrder']>(async () => order),
    idempotencyKey: vi.fn<CheckoutCalls['idempotencyKey']>(async (cart) => `key-${cart.version}`),
    started: vi.fn(),
  };
}

const seen: SeenCart = { version: 4, total: null };

describe('placeCheckoutOrder', () => {
  it('saves the checked form on the cart, then places the saved version with its key', async () => {
    const api = calls({ ok: true, data: savedCart(5, 6598) });
    const outcome = await placeCheckoutOrder({ values, method: courier, seen }, api);

    expect(outcome).toEqual({ ok: true, redirectUrl: '/order-confirmation' });
    expect(api.started).toHaveBeenCalledOnce();
    expect(api.saveCart).toHaveBeenCalledWith(
      expect.objectContaining({
        email: 'anna@example.pl',
        comments: 'Proszę o szybką wysyłkę',
        shippingService: { method_id: 'kurier' },
      }),
    );
    expect(api.placeOrder).toHaveBeenCalledWith(
      {
        version: 5,
        payment_method: 'cod',
        wants_invoice: false,
        save_address: false,
        consents: { terms: true, privacy: true, newsletter: false },
        idempotency_key: 'key-5',
      },
      false,
    );
  });

  it('sends the BLIK code with BLIK only, and asks for one before anything is sent', async () => {
    const api = calls({ ok: true, data: savedCart(5, 6598) });
    const prepaid = { ...courier, cashOnDelivery: false };
    const missing = await placeCheckoutOrder({ values: { ...values, paymentId: 'blik' }, method: prepaid, seen }, api);
    expect(missing).toEqual({
      ok: false,
      errors: [{ field: 'blik_code', message: 'Wpisz 6-cyfrowy kod BLIK z aplikacji swojego banku.' }],
      message: null,
    });
    expect(api.saveCart).not.toHaveBeenCalled();

    await placeCheckoutOrder(
      { values: { ...values, paymentId: 'blik', blikCode: '777 123' }, method: prepaid, seen },
      api,
    );
    expect(api.placeOrder.mock.calls[0]![0]).toMatchObject({ payment_method: 'blik', blik_code: '777 123' });
    await placeCheckoutOrder(
      { values: { ...values, paymentId: 'p24', blikCode: '777123' }, method: prepaid, seen },
      api,
    );
    expect(api.placeOrder.mock.calls[1]![0]).not.toHaveProperty('blik_code');
  });

  it('sends a cart with nothing to pay as one without a payment', async () => {
    const api = calls({ ok: true, data: savedCart(5, 0) });
    await placeCheckoutOrder({ values, method: courier, seen }, api);
    expect(api.placeOrder).toHaveBeenCalledWith(expect.objectContaining({ version: 5 }), true);
  });

  it('returns the form errors and sends nothing when a field or the delivery is wrong', async () => {
    const api = calls({ ok: true, data: savedCart(5, 6598) });
    const outcome = await placeCheckoutOrder(
      { values: { ...values, email: 'anna', terms: false }, method: null, seen },
      api,
    );

    expect(outcome.ok).toBe(false);
    const fields = outcome.ok ? [] : outcome.errors.map((error) => error.field);
    expect(fields).toEqual(expect.arrayContaining([FORM_NAMES.methodId, FORM_NAMES.email, FORM_NAMES.terms]));
    expect(api.started).not.toHaveBeenCalled();
    expect(api.saveCart).not.toHaveBeenCalled();
  });

  it('shows the fields the API refused when saving, and places nothing', async () => {
    const fields = [{ field: 'billing.post_code', message: ERROR_MESSAGES_PL['request.invalid'] }];
    const api = calls(refusal('request.invalid', { fields }));
    const outcome = await placeCheckoutOrder({ values, method: courier, seen }, api);

    expect(outcome).toEqual({ ok: false, errors: fields, message: null });
    expect(api.placeOrder).not.toHaveBeenCalled();
  });

  it('asks to refresh when another tab changed the cart after the shopper saw it', async () => {
    const api = calls({ ok: true, data: savedCart(6, 6598) });
    const outcome = await placeCheckoutOrder({ values, method: courier, seen }, api);

    expect(outcome).toEqual({ ok: false, errors: [], message: formatMessage('payment.cart.modified') });
    expect(api.placeOrder).not.toHaveBeenCalled();
  });

  it.each([
    [6598, true],
    [4999, false],
  ])('places the order only at the total seen, in grosze (seen %i)', async (total, placedAtIt) => {
    const api = calls({ ok: true, data: savedCart(5, 6598) });
    const outcome = await placeCheckoutOrder({ values, method: courier, seen: { version: 4, total } }, api);

    expect(outcome.ok).toBe(placedAtIt);
    if (!outcome.ok) expect(outcome.message).toBe(checkoutText.totalChanged);
    expect(api.placeOrder).toHaveBeenCalledTimes(placedAtIt ? 1 : 0);
  });

  it.each([
    ['payment.cart.modified', { errors: [], message: formatMessage('payment.cart.modified') }],
    [
      'shipping.locker.invalid',
      { errors: [{ field: FORM_NAMES.lockerCode, message: formatMessage('shipping.locker.invalid') }], message: null },
    ],
    ['unknown.error', { errors: [], message: formatMessage('unknown.error') }],
  ])('shows a refused order (%s) where the form shows it', async (code, shown) => {
    const api = calls({ ok: true, data: savedCart(5, 6598) }, refusal(code));
    expect(await placeCheckoutOrder({ values, method: courier, seen }, api)).toEqual({ ok: false, ...shown });
  });
});
