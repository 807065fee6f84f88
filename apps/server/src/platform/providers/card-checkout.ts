// Card payments of online orders (the guest page's checkout). Only the sandbox exists: its test
// card numbers decide the outcome and no money moves. A charge is idempotent by its reference, as
// real acquirers' idempotency keys are, so a retried checkout is charged once.
import { sandboxId } from './sandbox.ts';

/** The sandbox's test cards: approved, and declined (insufficient funds). */
export const SANDBOX_CARDS = { approved: '4242424242424242', declined: '4000000000000002' } as const;

export interface CardCharge {
  number: string;
  expiry: string;
  cvc: string;
  amount: number;
  currency: string;
  /** The merchant's reference (the checkout's idempotency key): the same reference, the same charge. */
  reference: string;
}

export type CardChargeResult =
  | { approved: true; providerReference: string; brand: string; last4: string }
  | { approved: false; reason: 'declined' };

/** Gives a charge back to the card (the whole amount); refunding the same charge again is a replay. */
export interface CardRefund {
  /** The charge's providerReference. */
  providerReference: string;
  amount: number;
  currency: string;
}

export type CardRefundResult =
  | { refunded: true; refundReference: string }
  | { refunded: false; reason: string };

/** Charges cards for online orders, and refunds them when the venue does not make the order. */
export interface CardCheckout {
  readonly sandbox: boolean;
  charge(charge: CardCharge): Promise<CardChargeResult>;
  refund(refund: CardRefund): Promise<CardRefundResult>;
}

// A card number's brand by its leading digits (enough for the test cards and the common brands).
function brandOf(number: string): string {
  if (number.startsWith('4')) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'Mastercard';
  if (/^3[47]/.test(number)) return 'Amex';
  return 'Maestro';
}

/**
 * The sandbox: 4242 4242 4242 4242 is approved, every other number declined. Refunds of its own
 * charges succeed (the same charge, the same refund id); a reference it never issued is refused.
 */
export function createSandboxCheckout(): CardCheckout {
  return {
    sandbox: true,
    async charge(charge) {
      const number = charge.number.replace(/\s+/g, '');
      if (number !== SANDBOX_CARDS.approved) return { approved: false, reason: 'declined' };
      return {
        approved: true,
        providerReference: sandboxId('PSP', 16, 'checkout', charge.reference),
        brand: brandOf(number),
        last4: number.slice(-4),
      };
    },
    async refund({ providerReference, amount }) {
      if (!/^PSP[0-9A-Z]{16}$/.test(providerReference) || amount <= 0) {
        return { refunded: false, reason: 'unknown charge' };
      }
      return { refunded: true, refundReference: sandboxId('RFD', 16, 'refund', providerReference) };
    },
  };
}
