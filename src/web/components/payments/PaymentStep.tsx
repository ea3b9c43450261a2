import { lazy, Suspense } from "react";
import { Spinner } from "@web/components/ui/spinner";
import { useAppConfig } from "@web/lib/app-config";
import type { PaymentResult } from "./payment-result";
import { SandboxCardForm } from "./SandboxCardForm";

// Stripe.js loads only when the server's provider is Stripe: the sandbox never contacts js.stripe.com.
const StripePaymentForm = lazy(() => import("./stripe/StripePaymentForm").then((m) => ({ default: m.StripePaymentForm })));

/**
 * Platform spec §7: the provider's client confirms with the clientSecret and returns to /dashboard?subscription=success.
 * Shared by the learner subscribe flow and the recruiter checkout; `intent: "setup"` saves a card for a free trial
 * (nothing is charged now) instead of paying.
 */
export function PaymentStep(props: {
  clientSecret: string;
  intent?: "payment" | "setup";
  submitLabel: string;
  processingLabel: string;
  returnPath: string;
  onResult(result: PaymentResult): void;
}) {
  const { payments } = useAppConfig();
  if (payments.provider === "stripe" && payments.publishableKey) {
    return (
      <Suspense fallback={<Spinner className="mx-auto size-6" label={props.processingLabel} />}>
        <StripePaymentForm
          publishableKey={payments.publishableKey}
          clientSecret={props.clientSecret}
          intent={props.intent ?? "payment"}
          returnUrl={new URL(props.returnPath, window.location.origin).toString()}
          submitLabel={props.submitLabel}
          processingLabel={props.processingLabel}
          onResult={props.onResult}
        />
      </Suspense>
    );
  }
  return <SandboxCardForm clientSecret={props.clientSecret} submitLabel={props.submitLabel} onResult={props.onResult} />;
}
