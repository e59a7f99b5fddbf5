/** An organiser's money over a set of bookings, in rupees (issue 22; each booking's figures come from settleBooking). */
export interface SettlementFigures {
  /** Bookings with money received (paid online, cash collected), refunded ones included. */
  bookings: number;
  /** Subtotal − discount less the ticket part refunded, GST included. */
  ticketRevenue: number;
  /** Every refund not failed, fees included. */
  refunds: number;
  commission: number;
  commissionGst: number;
  tcs: number;
  payable: number;
  /** Transferred to the organiser's account. */
  paidOut: number;
  /** Transferred but held until after the show, or held by an administrator. */
  onHold: number;
  /** Not yet sent: payable − paidOut − onHold. */
  pending: number;
}

export interface SettlementEventRow extends SettlementFigures {
  eventId: string;
  eventTitle: string;
  vendorId: string;
  vendorName: string;
}

export interface SettlementStatement {
  totals: SettlementFigures;
  /** Per event, the event's title order. */
  data: SettlementEventRow[];
}

/** Where an organiser's payouts go; the number is always masked ('XXXXXX1234'). */
export interface PayoutAccount {
  accountHolder: string;
  ifsc: string;
  accountNumber: string;
}

/** The vendor's payout account, or null while none is entered. */
export interface PayoutAccountAnswer {
  account: PayoutAccount | null;
}

/** An administrator's payout settings for a vendor. */
export interface VendorPayoutSettings {
  vendorId: string;
  /** The Razorpay Route linked account ('acc_…'), or null: payouts accrue as awaiting an account. */
  razorpayAccountId: string | null;
  /** The vendor's own rate, or null for the default. */
  commissionBps: number | null;
  /** The rate applied: its own or DEFAULT_COMMISSION_BPS. */
  effectiveCommissionBps: number;
  account: PayoutAccount | null;
  /** An administrator holds all of its transfers (on hold with no date) until released. */
  payoutsHeld: boolean;
}

/**
 * Where one booking's payout is, as its organiser sees it: pending (not yet sent), awaiting_account (no linked account
 * yet), on_hold (sent, held until onHoldUntil, or with no date by an administrator), processed (in the linked account),
 * reversed (some or all taken back after a refund: reversedAmount), failed (failureReason).
 */
export const PAYOUT_STATES = ['pending', 'awaiting_account', 'on_hold', 'processed', 'reversed', 'failed'] as const;
export type PayoutState = (typeof PAYOUT_STATES)[number];

/** One booking's transfer to its organiser, in rupees. */
export interface PayoutTransfer {
  id: string;
  bookingId: string;
  orderNo: string;
  eventId: string;
  eventTitle: string;
  vendorId: string;
  vendorName: string;
  state: PayoutState;
  /** What was sent (or, before it is sent, what is payable now). */
  amount: number;
  /** Taken back from the organiser after refunds. */
  reversedAmount: number;
  /** While on_hold: the date it is released (null: held by an administrator, with no date). */
  onHoldUntil: string | null;
  failureReason: string | null;
  /** When it last changed state. */
  date: string;
}

export interface PayoutHistory {
  data: PayoutTransfer[];
}

/** An administrator's hold or release of a vendor's transfers. */
export interface PayoutHoldAnswer {
  vendorId: string;
  payoutsHeld: boolean;
  /** Transfers whose hold the provider is being told about. */
  transfers: number;
}
