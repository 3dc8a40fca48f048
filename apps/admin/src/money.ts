import { formatMoney, fromPln } from '@manufaktura/core';

/** An amount the API sent in PLN, as the shop writes it ("24,90 zł"); a dash for none. */
export const pln = (amount: number | null) => (amount === null ? '—' : formatMoney(fromPln(amount)));
