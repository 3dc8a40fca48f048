/**
 * How a shopper can pay. A list of data, so online payment joins by adding
 * an entry (and its provider) rather than changing the checkout.
 */
export const PAYMENT_METHODS = [
  {
    id: 'cod',
    name: 'Płatność przy odbiorze',
    description: 'Płacisz kurierowi, w Paczkomacie lub w pracowni przy odbiorze.',
    /** Works only with shipping methods that collect the payment. */
    needsCashOnDeliveryShipping: true,
  },
] as const;

export type PaymentMethodId = (typeof PAYMENT_METHODS)[number]['id'];
export const PAYMENT_METHOD_IDS = PAYMENT_METHODS.map((method) => method.id) as [PaymentMethodId, ...PaymentMethodId[]];
