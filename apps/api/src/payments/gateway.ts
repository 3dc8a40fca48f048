/**
 * What the shop needs of an online payment gateway. Przelewy24
 * (`przelewy24.ts`) is the one it has; another gateway implements the same:
 * it registers a payment and names the page where the shopper pays, reads
 * its own notifications (null unless genuinely its own), confirms a notified
 * payment and returns money. The services (`online-payment.ts`,
 * `refunds.ts`) know only this.
 */
export interface PaymentGateway {
  register(request: PaymentRegistration): Promise<{ token: string }>;
  /** Where the shopper pays a registered payment. */
  payUrl(token: string): string;
  /** BLIK typed on the shop's page: charges a registered payment with the shopper's code (BlikCodeRefused). */
  chargeByBlikCode(token: string, code: string): Promise<void>;
  /** A payment notification the gateway signed, as the shop reads it; null when it is not genuine. */
  readNotification(body: unknown): NotifiedPayment | null;
  /** Confirms a notified payment; only then does the money count. */
  verify(payment: NotifiedPayment): Promise<void>;
  refund(refund: RefundOrder): Promise<void>;
  /** A refund notification the gateway signed, as the shop reads it; null when it is not genuine. */
  readRefundNotification(body: unknown): NotifiedRefund | null;
}

/** A gateway call that got no usable answer: the gateway is down, slow or refused the request. */
export class GatewayUnavailable extends Error {
  /** The gateway's HTTP status, when it answered at all. */
  readonly status: number | undefined;

  constructor(message: string, status?: number) {
    super(message);
    this.status = status;
  }
}

/** The gateway took the request but not the shopper's BLIK code (wrong, expired or used). */
export class BlikCodeRefused extends Error {}

export interface PaymentRegistration {
  /** Ours, one per attempt: the gateway's notifications name the attempt by it. */
  sessionId: string;
  /** Grosze. */
  amount: number;
  currency: string;
  description: string;
  email: string;
  /** Where the shopper comes back to, paid or not. */
  urlReturn: string;
  /** Where the gateway posts its notification. */
  urlStatus: string;
  /** Minutes the payment page stays open. */
  timeLimit?: number;
  /** BLIK typed on our page, with the shopper's browser the BLIK system asks for. */
  blik?: { psu: { ip: string; userAgent: string } };
}

export interface NotifiedPayment {
  sessionId: string;
  amount: number;
  currency: string;
  /** The gateway's own number for the transaction. */
  gatewayOrderId: number;
}

export interface RefundOrder {
  /** Ours, unique per request; the refund notification names the refund by `refundsUuid`. */
  requestId: string;
  refundsUuid: string;
  gatewayOrderId: number;
  sessionId: string;
  amount: number;
  description: string;
  urlStatus: string;
}

export interface NotifiedRefund {
  refundsUuid: string;
  sessionId: string;
  amount: number;
  currency: string;
  /** As the gateway reported it, kept on the refund. */
  status: number;
}
