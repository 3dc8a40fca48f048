import type { Money } from '../money.ts';
import { formatMoney } from '../money.ts';

/** How an order travels, as the confirmation page and the e-mail tell it. */
export interface OrderDelivery {
  /** The parcel locker's code, when it goes to one. */
  lockerCode?: string | null;
  /** Whether a courier brings it to an address; otherwise it is picked up at the workshop. */
  toAddress: boolean;
  cashOnDelivery: boolean;
  grandTotal: Money;
}

/** What happens after the order, step by step: the same words on the confirmation page and in the e-mail. */
export function orderNextSteps(delivery: OrderDelivery): string[] {
  const travel = delivery.lockerCode
    ? `Paczka trafi do paczkomatu ${delivery.lockerCode}. InPost wyśle Ci SMS i e-mail z kodem odbioru.`
    : delivery.toAddress
      ? 'Kurier InPost dostarczy paczkę pod wskazany adres; dzień wcześniej dostaniesz SMS.'
      : 'Napiszemy, gdy zamówienie będzie gotowe do odbioru w pracowni.';
  return [
    'Przygotujemy i zapakujemy Twoje kosmetyki w ciągu 1–2 dni roboczych.',
    travel,
    ...(delivery.cashOnDelivery ? [`Zapłacisz ${formatMoney(delivery.grandTotal)} przy odbiorze.`] : []),
  ];
}
