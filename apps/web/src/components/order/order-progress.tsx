import { formatCalendarDay, formatMoney, isOrderState, ORDER_STATE_NAMES_PL } from '@manufaktura/core';

import type { Order } from '../../lib/api/types.ts';
import { orderProgressText as text } from '../../messages/cart.ts';
import styles from './order-progress.module.css';
import { WithdrawalForm } from './withdrawal-form.tsx';

/** An order's state as the shopper reads it ("wysłane"); a state this storefront does not know, as the API named it. */
export const orderStatusName = (status: string) => (isOrderState(status) ? ORDER_STATE_NAMES_PL[status] : status);

/**
 * Where an order stands for its shopper: its state, the parcel's number once
 * it is sent, and a withdrawal from the contract with its refund: the day the
 * shop will have returned the money by, then what it returned and when. While
 * the shopper may withdraw, the shop's withdrawal function follows; `token` is
 * the order link's (the account's signed-in owner needs none).
 */
export function OrderProgress({
  order,
  token,
}: {
  order: Pick<
    Order,
    'id' | 'number' | 'email' | 'billing' | 'status' | 'tracking_number' | 'withdrawal' | 'withdrawal_open'
  >;
  token?: string;
}) {
  const { withdrawal } = order;
  const name = [order.billing.first_name, order.billing.last_name].filter(Boolean).join(' ');
  return (
    <>
      <dl className={styles.progress}>
        <div>
          <dt>{text.status}</dt>
          <dd>{orderStatusName(order.status)}</dd>
        </div>
        {order.tracking_number && (
          <div>
            <dt>{text.tracking}</dt>
            <dd className={styles.tracking}>{order.tracking_number}</dd>
          </div>
        )}
        {withdrawal && (
          <>
            <div>
              <dt>{text.withdrawal}</dt>
              <dd>{text.withdrawalReceived(formatCalendarDay(withdrawal.received_on))}</dd>
            </div>
            <div>
              <dt>{text.refund}</dt>
              <dd>
                {withdrawal.refunded_on === null
                  ? text.refundBy(formatCalendarDay(withdrawal.refund_deadline))
                  : withdrawal.refund_amount
                    ? text.refunded(formatMoney(withdrawal.refund_amount), formatCalendarDay(withdrawal.refunded_on))
                    : text.settled(formatCalendarDay(withdrawal.refunded_on))}
              </dd>
            </div>
          </>
        )}
      </dl>
      {order.withdrawal_open && (
        <WithdrawalForm orderId={order.id} number={order.number} email={order.email} name={name} token={token} />
      )}
    </>
  );
}
