import type { PaymentProvider } from "../../payments/provider";
import { conflict } from "../../plugins/errors";

/**
 * Ends a live subscription at its period's end (`on`) or takes that back: one rule for learner and recruiter plans,
 * each with its own messages. The provider's webhook then updates the mirror the views read.
 */
export async function setCancellation(
  provider: PaymentProvider,
  live: { id: string; cancelAtPeriodEnd: boolean },
  on: boolean,
  messages: { alreadyCanceling: string; notCanceling: string },
): Promise<void> {
  if (on && live.cancelAtPeriodEnd) throw conflict(messages.alreadyCanceling);
  if (!on && !live.cancelAtPeriodEnd) throw conflict(messages.notCanceling);
  await provider.setCancelAtPeriodEnd(live.id, on);
}
