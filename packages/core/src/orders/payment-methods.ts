/**
 * How a shopper can pay. A list of data, so a new way of paying joins by
 * adding an entry (and its provider) rather than changing the checkout.
 */
export const PAYMENT_METHODS = [
  {
    id: 'cod',
    name: 'Płatność przy odbiorze',
    description: 'Płacisz kurierowi, w Paczkomacie lub w pracowni przy odbiorze.',
    paidOnDelivery: true,
  },
  {
    id: 'p24',
    name: 'Przelewy24: BLIK, karta lub szybki przelew',
    description: 'Płacisz od razu online; wysyłamy, gdy Przelewy24 potwierdzą wpłatę.',
    paidOnDelivery: false,
  },
  {
    id: 'blik',
    name: 'BLIK',
    description: 'Wpisujesz tutaj kod z aplikacji banku i potwierdzasz płatność w telefonie.',
    paidOnDelivery: false,
  },
] as const;

export type PaymentMethodId = (typeof PAYMENT_METHODS)[number]['id'];
export const PAYMENT_METHOD_IDS = PAYMENT_METHODS.map((method) => method.id) as [PaymentMethodId, ...PaymentMethodId[]];

/**
 * Whether a way of paying goes with a delivery: one paid on delivery needs a delivery that collects
 * the payment (a "za pobraniem" service or the pickup), one paid in advance a delivery that does not.
 */
export function paymentFitsShipping(payment: { paidOnDelivery: boolean }, shipping: { cashOnDelivery: boolean }) {
  return payment.paidOnDelivery === shipping.cashOnDelivery;
}

/** How long a BLIK code has: 6 digits, as the bank's app shows it. */
const BLIK_CODE = /^\d{6}$/;

/**
 * The BLIK code a shopper typed, as the gateway takes it: spaces and dashes a
 * shopper may copy with it dropped ("123 456"), anything else refused (null).
 */
export function readBlikCode(typed: unknown): string | null {
  if (typeof typed !== 'string') return null;
  const code = typed.replace(/[\s-]/g, '');
  return BLIK_CODE.test(code) ? code : null;
}
