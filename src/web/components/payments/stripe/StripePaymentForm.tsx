import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { loadStripe, type Stripe } from "@stripe/stripe-js";
import { useEffect, useEffectEvent, useRef, useState, type FormEvent } from "react";
import { Button } from "@web/components/ui/button";

/**
 * The Payment Element form, used when the server's payment provider is Stripe. Import it only lazily: loading this
 * module loads Stripe.js from js.stripe.com, which the sandbox build must never do.
 */

export type StripePaymentResult = { status: "succeeded" } | { status: "declined"; message: string } | { status: "error" };

export interface StripePaymentFormProps {
  publishableKey: string;
  /** The PaymentIntent's (or a subscription's first invoice's) client secret, or a trial's SetupIntent's. */
  clientSecret: string;
  /** payment: confirmPayment; setup: confirmSetup (a trial saves the card, nothing is charged now). */
  intent?: "payment" | "setup";
  /** Where Stripe sends the customer back after a redirect-based payment method or a 3DS page. */
  returnUrl: string;
  submitLabel: string;
  processingLabel: string;
  onResult(result: StripePaymentResult): void;
}

/** One Stripe.js instance per key for the page's lifetime: Stripe asks that it not be re-created on every render. */
const stripeByKey = new Map<string, Promise<Stripe | null>>();

function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripeByKey.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey).catch(() => {
      // The script did not load (offline, blocked): forget the failure so the next form tries again.
      stripeByKey.delete(publishableKey);
      return null;
    });
    stripeByKey.set(publishableKey, stripe);
  }
  return stripe;
}

export function StripePaymentForm({ publishableKey, clientSecret, ...form }: StripePaymentFormProps) {
  // Held for this form's lifetime: Elements does not accept a different `stripe` prop later, and a failed load that
  // was forgotten must not be retried on every render.
  const [stripe] = useState(() => stripeFor(publishableKey));
  const reportLoadFailure = useEffectEvent(() => form.onResult({ status: "error" }));
  useEffect(() => {
    let current = true;
    void stripe.then((loaded) => {
      if (!loaded && current) reportLoadFailure();
    });
    return () => {
      current = false;
    };
  }, [stripe]);

  // Elements reads `clientSecret` only when it mounts, so a new secret needs a new Elements.
  return (
    <Elements key={clientSecret} stripe={stripe} options={{ clientSecret }}>
      <PaymentForm {...form} />
    </Elements>
  );
}

function PaymentForm({
  intent = "payment",
  returnUrl,
  submitLabel,
  processingLabel,
  onResult,
}: Omit<StripePaymentFormProps, "publishableKey" | "clientSecret">) {
  const stripe = useStripe();
  const elements = useElements();
  const [processing, setProcessing] = useState(false);
  // State updates land on the next render; a second click in the same tick must not confirm twice.
  const busy = useRef(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!stripe || !elements || busy.current) return;
    busy.current = true;
    setProcessing(true);
    let result: StripePaymentResult;
    try {
      // `if_required`: cards finish here without leaving the page; only redirect-based methods use returnUrl.
      const confirmed =
        intent === "setup"
          ? await stripe.confirmSetup({ elements, confirmParams: { return_url: returnUrl }, redirect: "if_required" })
          : await stripe.confirmPayment({ elements, confirmParams: { return_url: returnUrl }, redirect: "if_required" });
      const error = confirmed.error;
      const status =
        "setupIntent" in confirmed
          ? confirmed.setupIntent?.status
          : "paymentIntent" in confirmed
            ? confirmed.paymentIntent?.status
            : undefined;
      if (error) {
        // Declines and incomplete fields carry a message meant for the customer; anything else is ours to handle.
        const forCustomer = (error.type === "card_error" || error.type === "validation_error") && error.message;
        result = forCustomer ? { status: "declined", message: forCustomer } : { status: "error" };
      } else {
        // `processing` (some bank methods) settles later; the server grants access from the webhook, not from here.
        result = status === "succeeded" || status === "processing" ? { status: "succeeded" } : { status: "error" };
      }
    } catch {
      result = { status: "error" };
    }
    // A paid form stays disabled while the page waits for the plan to change and leaves: paying twice is not an option.
    if (result.status !== "succeeded") {
      busy.current = false;
      setProcessing(false);
    }
    onResult(result);
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <PaymentElement />
      <Button type="submit" disabled={!stripe || !elements || processing} aria-busy={processing} className="w-full">
        {processing ? processingLabel : submitLabel}
      </Button>
    </form>
  );
}
