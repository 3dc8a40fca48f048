import type { Discount } from '@manufaktura/core';

/** An order as it was placed: what the confirmation, the e-mail and the back office show. */
export interface OrderSnapshot {
  lines: {
    productId: string;
    slug: string;
    name: string;
    quantity: number;
    unitPrice: number;
    discountTotal: number;
    total: number;
    taxRate: number;
    tax: number;
  }[];
  discounts: Discount[];
  couponCode: string | null;
  shippingMethod: {
    methodId: string;
    name: string;
    price: number;
    cashOnDelivery: boolean;
    attributes: Record<string, string>;
  };
  billing: Record<string, string | null>;
  shippingAddress: Record<string, string> | null;
  invoice: { company: string; nip: string } | null;
  comments: string;
  consents: { terms: true; privacy: true; newsletter: boolean; at: string };
  seller: {
    name: string;
    address: string;
    zip: string;
    city: string;
    vatNo: string | null;
    mail: string | null;
    phone: string | null;
  } | null;
}
