import type { AccountResponse } from '@manufaktura/contract';
import { formatLongDate, formatMessage, formatMoney, isNotificationKey } from '@manufaktura/core';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';

import styles from '../../components/account/account.module.css';
import { AccountForm } from '../../components/account/account-form.tsx';
import {
  changePassword,
  orderAgain,
  saveAddress,
  saveConsents,
  saveProfile,
} from '../../components/account/actions.ts';
import { CartSync } from '../../components/account/cart-sync.tsx';
import type { AccountField } from '../../components/account/form-state.ts';
import { newPasswordFields } from '../../components/account/form-state.ts';
import { OrderProgress, orderStatusName } from '../../components/order/order-progress.tsx';
import Link from '../../components/ui/link.tsx';
import { getVisitorAccount, getVisitorOrder, getVisitorOrders } from '../../lib/api/account.ts';
import type { Order } from '../../lib/api/types.ts';
import { accountText as text } from '../../messages/account.ts';

export const metadata: Metadata = { title: text.accountTitle, robots: { index: false, follow: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const dateOf = (iso: string) => formatLongDate(new Date(iso));

function addressFields(saved: AccountResponse['billing']): AccountField[] {
  const field = (name: keyof NonNullable<AccountResponse['billing']>, label: string, autoComplete: string) => ({
    name,
    label,
    autoComplete,
    initial: saved?.[name] ?? '',
  });
  return [
    field('first_name', text.firstName, 'given-name'),
    field('last_name', text.lastName, 'family-name'),
    field('street', text.street, 'street-address'),
    field('post_code', text.postCode, 'postal-code'),
    field('city', text.city, 'address-level2'),
    { ...field('phone', text.phone, 'tel'), type: 'tel' },
    field('company', text.company, 'organization'),
    field('nip', text.nip, 'off'),
  ];
}

/**
 * /account: the signed-in shopper's profile, saved addresses, consents,
 * password and orders (one at a time in detail, with “zamów ponownie”).
 * A guest is sent to /login. Every form works without JavaScript.
 */
export default async function AccountPage({ searchParams }: { searchParams: SearchParams }) {
  const account = await getVisitorAccount();
  if (!account) redirect('/login');
  const query = await searchParams;
  const chosen = query.zamowienie;
  // Without JavaScript the message bar cannot show what the sign-in did (e.g. the guest cart merged).
  const notice = isNotificationKey(query.message_code) ? formatMessage(query.message_code) : null;
  const [history, order] = await Promise.all([
    getVisitorOrders(),
    typeof chosen === 'string' ? getVisitorOrder(chosen) : Promise.resolve(null),
  ]);

  return (
    <div className={`container ${styles.page}`}>
      <CartSync />
      <h1>{text.accountTitle}</h1>
      {notice && (
        <noscript>
          <p role="status" className={styles.done}>
            {notice}
          </p>
        </noscript>
      )}
      <p className={styles.intro}>
        {text.hello(account.first_name)} <span>{account.email}</span>
      </p>
      <nav aria-label={text.sections}>
        <ul className={styles.nav}>
          {[
            ['zamowienia', text.ordersTitle],
            ['dane', text.profileTitle],
            ['adresy', text.addressesTitle],
            ['zgody', text.consentsTitle],
            ['haslo', text.passwordTitle],
          ].map(([id, label]) => (
            <li key={id}>
              <a href={`#${id}`} className="text-link">
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <div className={styles.sections}>
        <section className={styles.panel} id="zamowienia" aria-labelledby="zamowienia-tytul">
          <h2 id="zamowienia-tytul">{text.ordersTitle}</h2>
          {history && history.length > 0 ? (
            <ul className={styles.orders}>
              {history.map((summary) => (
                <li key={summary.id} className={styles.order}>
                  <Link href={`/account?zamowienie=${summary.id}#zamowienie`} className={styles.orderLink}>
                    <strong>{summary.number}</strong>
                    <span>{formatMoney(summary.grandTotal)}</span>
                    <small>
                      {dateOf(summary.createdAt)} · {text.orderItems(summary.itemsCount)}
                    </small>
                    <small>{orderStatusName(summary.status)}</small>
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p>{text.ordersEmpty}</p>
          )}
          {order && <OrderDetails order={order} />}
        </section>

        <div className={styles.columns}>
          <section className={styles.panel} id="dane" aria-labelledby="dane-tytul">
            <h2 id="dane-tytul">{text.profileTitle}</h2>
            <AccountForm
              id="dane-formularz"
              action={saveProfile}
              submit={text.save}
              fields={[
                { name: 'first_name', label: text.firstName, autoComplete: 'given-name', initial: account.first_name },
                { name: 'last_name', label: text.lastName, autoComplete: 'family-name', initial: account.last_name },
                { name: 'phone', label: text.phone, type: 'tel', autoComplete: 'tel', initial: account.phone },
              ]}
            />
          </section>

          <section className={styles.panel} id="zgody" aria-labelledby="zgody-tytul">
            <h2 id="zgody-tytul">{text.consentsTitle}</h2>
            <AccountForm
              id="zgody-formularz"
              action={saveConsents}
              submit={text.save}
              fields={[
                {
                  name: 'newsletter',
                  label: text.newsletterSwitch,
                  type: 'checkbox',
                  initial: account.newsletter || account.newsletter_pending ? 'on' : '',
                  ...(account.newsletter_pending ? { hint: text.newsletterPending } : {}),
                },
                {
                  name: 'loyalty_member',
                  label: text.loyaltySwitch,
                  type: 'checkbox',
                  initial: account.loyalty_member ? 'on' : '',
                },
              ]}
            />
          </section>
        </div>

        <section className={styles.panel} id="adresy" aria-labelledby="adresy-tytul">
          <h2 id="adresy-tytul">{text.addressesTitle}</h2>
          <p>{text.addressesIntro}</p>
          <div className={styles.columns}>
            {(['billing', 'shipping'] as const).map((kind) => (
              <div key={kind}>
                <h3>{kind === 'billing' ? text.billingTitle : text.shippingTitle}</h3>
                <AccountForm
                  id={`adres-${kind}`}
                  action={saveAddress}
                  submit={text.save}
                  fields={[{ name: 'kind', label: '', type: 'hidden', initial: kind }, ...addressFields(account[kind])]}
                  {...(account[kind] ? { secondary: { name: 'forget', label: text.forgetAddress } } : {})}
                />
              </div>
            ))}
          </div>
        </section>

        <section className={styles.panel} id="haslo" aria-labelledby="haslo-tytul">
          <h2 id="haslo-tytul">{text.passwordTitle}</h2>
          <AccountForm
            id="haslo-formularz"
            action={changePassword}
            submit={text.save}
            fields={[
              ...(account.has_password
                ? [
                    {
                      name: 'current_password',
                      label: text.currentPassword,
                      type: 'password',
                      autoComplete: 'current-password',
                    } as const,
                  ]
                : []),
              ...newPasswordFields({ password: text.newPassword, repeat: text.passwordRepeat }),
            ]}
          />
        </section>
      </div>
    </div>
  );
}

/** One order in detail: where it stands, what was in it, and “zamów ponownie”. */
function OrderDetails({ order }: { order: Order }) {
  return (
    <article id="zamowienie" className={styles.orderBody} aria-labelledby="zamowienie-tytul" tabIndex={-1}>
      <h3 id="zamowienie-tytul">{text.orderDetails(order.number)}</h3>
      <p>{dateOf(order.created_at)}</p>
      <OrderProgress order={order} />
      <ul>
        {order.items.map((item) => (
          <li key={item.product_id}>
            {item.name} × {item.quantity} — {formatMoney(item.total)}
          </li>
        ))}
      </ul>
      <p>
        {text.orderTotal}: <strong>{formatMoney(order.grand_total)}</strong>
      </p>
      <AccountForm
        id={`ponownie-${order.id}`}
        action={orderAgain}
        submit={text.orderAgain}
        fields={[{ name: 'order_id', label: '', type: 'hidden', initial: order.id }]}
      />
    </article>
  );
}
