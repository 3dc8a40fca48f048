import { formatMoney, isOrderState, orderNextSteps, RETURNABLE_ORDER_STATES } from '@manufaktura/core';
import type { Metadata } from 'next';
import { connection } from 'next/server';

import styles from '../../components/order/order-confirmation.module.css';
import { OrderProgress } from '../../components/order/order-progress.tsx';
import { PaymentPending } from '../../components/order/payment-pending.tsx';
import { PurchaseTracker } from '../../components/order/purchase-tracker.tsx';
import { EmptyState, pageStyles } from '../../components/ui/commerce-page.tsx';
import Link from '../../components/ui/link.tsx';
import { getOrder } from '../../lib/api/server.ts';
import { cartText, confirmationText } from '../../messages/cart.ts';

export const metadata: Metadata = { title: confirmationText.title, robots: { index: false, follow: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value.slice(0, 100) : '');

/** /order-confirmation?order=&token=: the order's number, summary and what happens next. */
export default async function OrderConfirmationPage({ searchParams }: { searchParams: SearchParams }) {
  await connection();
  const params = await searchParams;
  const [id, token] = [one(params.order), one(params.token)];
  const order = id && token ? await getOrder(id, token) : null;

  if (!order) {
    return (
      <EmptyState title={confirmationText.notFoundTitle} href="/" cta={confirmationText.backToShop}>
        {confirmationText.notFoundText}
      </EmptyState>
    );
  }

  const method = order.shipping_method;
  const locker = method.attributes.locker_code;
  const cod = order.payment_method === 'cod';
  const awaitingPayment = order.status === 'awaiting_payment';
  const cancelled = order.status === 'cancelled';
  const onlineName = confirmationText.onlineNames[order.payment_method];
  const paymentText = cod
    ? confirmationText.paymentCod
    : onlineName
      ? awaitingPayment
        ? confirmationText.paymentOnlineAwaiting(onlineName)
        : confirmationText.paymentOnline(onlineName)
      : confirmationText.paymentNone;
  // Once the parcel has left, the shopper withdrew or the order was cancelled, the next steps no longer apply: where it stands does.
  const sent = isOrderState(order.status) && RETURNABLE_ORDER_STATES.includes(order.status);
  const underway = !cancelled && !sent && order.withdrawal === null;
  const steps = orderNextSteps({
    lockerCode: locker,
    toAddress: order.shipping !== null,
    cashOnDelivery: cod,
    grandTotal: order.grand_total,
  });

  return (
    <div className={`container ${styles.page}`}>
      {/* GA4's purchase counts once the order is paid for (or paid on delivery), never while it waits. */}
      {!awaitingPayment && !cancelled && <PurchaseTracker order={order} />}
      <h1 className={pageStyles.title}>{cancelled ? confirmationText.cancelledTitle : confirmationText.title}</h1>
      <p className={styles.number}>
        {confirmationText.number} <span className={styles.unbroken}>{order.number}</span>
      </p>
      {cancelled ? <p>{confirmationText.cancelledText}</p> : <p>{confirmationText.emailSent(order.email)}</p>}
      {awaitingPayment && <PaymentPending orderId={id} token={token} blik={order.payment_method === 'blik'} />}
      {onlineName && order.status === 'paid' && (
        <p role="status" className={styles.number}>
          {confirmationText.paidTitle}
        </p>
      )}

      <div className={styles.layout}>
        <section aria-labelledby="przebieg" className={styles.card}>
          <h2 id="przebieg">{underway ? confirmationText.next : confirmationText.statusTitle}</h2>
          <OrderProgress order={order} token={token} />
          {underway && (
            <ol className={styles.steps}>
              {steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          )}
          <p className={styles.muted}>
            {confirmationText.questions}{' '}
            <Link href="/kontakt/" className="text-link">
              {confirmationText.contact}
            </Link>
          </p>
        </section>

        <section aria-labelledby="zamowione" className={styles.card}>
          <h2 id="zamowione">{confirmationText.items}</h2>
          <ul className={styles.items}>
            {order.items.map((item) => (
              <li key={item.product_id}>
                <span>
                  {item.name} <span className={styles.muted}>× {item.quantity}</span>
                </span>
                <span>{formatMoney(item.total)}</span>
              </li>
            ))}
          </ul>
          <dl className={styles.totals}>
            <div>
              <dt>{cartText.itemsTotal}</dt>
              <dd>{formatMoney(order.items_total)}</dd>
            </div>
            {order.discount_total > 0 && (
              <div>
                <dt>
                  {cartText.discounts}
                  {order.coupon_code && ` (${order.coupon_code})`}
                </dt>
                <dd>−{formatMoney(order.discount_total)}</dd>
              </div>
            )}
            <div>
              <dt>
                {confirmationText.delivery}: {method.name}
                {locker && ` (${locker})`}
              </dt>
              <dd>{formatMoney(order.shipment_total)}</dd>
            </div>
            <div>
              <dt>{confirmationText.payment}</dt>
              <dd>{paymentText}</dd>
            </div>
            <div className={styles.grandTotal}>
              <dt>{confirmationText.total}</dt>
              <dd>
                {formatMoney(order.grand_total)}
                <small>{cartText.vatIncluded(formatMoney(order.tax_total))}</small>
              </dd>
            </div>
          </dl>
        </section>
      </div>

      <Link href="/sklep/" className="button button-outline">
        {confirmationText.backToShop}
      </Link>
    </div>
  );
}
