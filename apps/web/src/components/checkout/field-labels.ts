import { checkoutText } from '../../messages/cart.ts';

/** The label of each text field, by its name without the address part ("post_code", not "billing.post_code"). */
export const FIELD_LABELS: Record<string, string> = {
  email: checkoutText.email,
  first_name: checkoutText.firstName,
  last_name: checkoutText.lastName,
  street: checkoutText.street,
  post_code: checkoutText.postCode,
  city: checkoutText.city,
  phone: checkoutText.phone,
  company: checkoutText.company,
  nip: checkoutText.nip,
  locker_code: checkoutText.locker,
};

/** The label an error in the summary names ("Kod pocztowy (adres dostawy): …"); none for consents. */
export function fieldLabel(field: string): string | null {
  const [part, name] = field.includes('.') ? field.split('.') : [null, field];
  const label = name ? FIELD_LABELS[name] : undefined;
  if (!label || part === 'consents') return null;
  return part === 'shipping' ? `${label} (${checkoutText.shippingAddress.toLowerCase()})` : label;
}
