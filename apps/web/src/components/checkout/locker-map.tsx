'use client';

import { normalizeLockerCode } from '@manufaktura/core';
import { useEffect, useRef, useState } from 'react';

import type { Geowidget } from '../../env.ts';
import { checkoutText } from '../../messages/cart.ts';
import styles from './checkout.module.css';

/** The DOM event the widget fires on `document` when a point is chosen (its `onpoint` attribute). */
const POINT_EVENT = 'manufaktura-locker-point';

/** What we read of the point the widget hands over (InPost's payload has much more). */
interface WidgetPoint {
  name?: unknown;
  address?: { line1?: unknown; line2?: unknown };
}

/** The widget's script and styles, added to the page once, when the map is first opened. */
function loadWidget(origin: string): void {
  if (document.querySelector('script[data-geowidget]')) return;
  const style = document.createElement('link');
  style.rel = 'stylesheet';
  style.href = `${origin}/inpost-geowidget.css`;
  const script = document.createElement('script');
  script.src = `${origin}/inpost-geowidget.js`;
  script.defer = true;
  script.dataset.geowidget = '';
  document.head.append(style, script);
}

/** The point's code and address lines, if the event carries a usable point. */
function pointOf(event: Event): { code: string; address: string } | null {
  // InPost's examples read `detail`; some write `details`.
  const raw = event as Event & { detail?: WidgetPoint; details?: WidgetPoint };
  const point = raw.detail ?? raw.details;
  const code = typeof point?.name === 'string' ? normalizeLockerCode(point.name) : null;
  if (!code) return null;
  const lines = [point?.address?.line1, point?.address?.line2].filter((line) => typeof line === 'string');
  return { code, address: lines.join(', ') };
}

/**
 * InPost's parcel-locker map (Geowidget v5) in a dialog, loaded only when the
 * shopper opens it. Choosing a point fills the locker code; the typed field
 * stays for anyone who knows the code or cannot use the map.
 */
export function LockerMap({
  geowidget,
  cashOnDelivery,
  onPick,
}: {
  geowidget: Geowidget;
  /** Cash on delivery: only points where the parcel can be paid for. */
  cashOnDelivery: boolean;
  onPick: (code: string) => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const mapHolder = useRef<HTMLDivElement>(null);
  const [chosen, setChosen] = useState<string | null>(null);

  useEffect(() => {
    function picked(event: Event) {
      const point = pointOf(event);
      if (!point) return;
      onPick(point.code);
      setChosen(checkoutText.lockerChosen(point.code, point.address));
      dialog.current?.close();
    }
    document.addEventListener(POINT_EVENT, picked);
    return () => document.removeEventListener(POINT_EVENT, picked);
  }, [onPick]);

  function open() {
    loadWidget(geowidget.origin);
    const holder = mapHolder.current;
    if (holder && !holder.firstChild) {
      // A custom element of InPost's: made here, so its attributes are exactly what the widget reads.
      const map = document.createElement('inpost-geowidget');
      map.setAttribute('token', geowidget.token);
      map.setAttribute('language', 'pl');
      map.setAttribute('config', cashOnDelivery ? 'parcelCollectPayment' : 'parcelCollect');
      map.setAttribute('onpoint', POINT_EVENT);
      holder.append(map);
    }
    dialog.current?.showModal();
  }

  return (
    <>
      <button type="button" className="button button-outline" onClick={open}>
        {checkoutText.lockerPick}
      </button>
      {chosen && (
        <p className={styles.lockerChosen} role="status">
          {chosen}
        </p>
      )}
      <dialog ref={dialog} className={styles.lockerDialog} aria-labelledby="mapa-paczkomatow">
        <div className={styles.lockerDialogHead}>
          <h2 id="mapa-paczkomatow">{checkoutText.lockerDialog}</h2>
          <button type="button" className={styles.lockerClose} onClick={() => dialog.current?.close()}>
            {checkoutText.lockerClose}
          </button>
        </div>
        <div ref={mapHolder} className={styles.lockerMap} />
      </dialog>
    </>
  );
}
