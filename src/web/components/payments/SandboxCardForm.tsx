import { CreditCard, FlaskConical, ShieldCheck } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";
import { Input, Label } from "@web/components/ui/input";
import { useApiMutation } from "@web/lib/api-client";
import type { PaymentResult } from "./payment-result";

/** The published test cards the sandbox accepts, shown so a visitor can try every outcome. */
const TEST_CARDS = [
  ["4242 4242 4242 4242", "success"],
  ["4000 0000 0000 0002", "decline"],
  ["4000 0000 0000 9995", "funds"],
  ["4000 0025 0000 3155", "authenticate"],
] as const;

const groupDigits = (value: string) =>
  value
    .replace(/\D/g, "")
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, "$1 ");

function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, "").slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

/**
 * The sandbox provider's own card form (decision 0021): what Stripe's Payment Element is when the provider is the
 * sandbox. It confirms with the client secret, like the real provider's client, and asks the cardholder to
 * authenticate when the card needs it (the provider's test page offers Complete and Fail).
 */
export function SandboxCardForm({
  clientSecret,
  submitLabel,
  onResult,
}: {
  clientSecret: string;
  submitLabel: string;
  onResult(result: PaymentResult): void;
}) {
  const { t } = useTranslation("subscribe");
  const [number, setNumber] = useState("");
  const [expiry, setExpiry] = useState("");
  const [cvc, setCvc] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [authenticating, setAuthenticating] = useState(false);
  // Once paid, the form stays disabled while the page waits for the plan to change and leaves.
  const [paid, setPaid] = useState(false);
  const submitted = useRef(false);
  const confirm = useApiMutation("sandboxConfirm");
  const authenticate = useApiMutation("sandboxAuthenticate");
  const busy = confirm.isPending || authenticate.isPending || paid;

  const finish = (result: { status: string; error?: { type: string; message: string } }) => {
    if (result.status === "succeeded" || result.status === "processing") {
      setPaid(true);
      onResult({ status: "succeeded" });
      return;
    }
    submitted.current = false;
    if (result.status === "requires_payment_method" && !result.error) onResult({ status: "error" });
    else if (result.status === "requires_action") setAuthenticating(true);
    else if (result.error?.type === "validation_error") setFieldError(result.error.message);
    else onResult({ status: "declined", message: result.error?.message ?? t("declinedFallback") });
  };
  const failed = () => {
    submitted.current = false;
    onResult({ status: "error" });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || submitted.current) return;
    const [month = "", year = ""] = expiry.split("/").map((s) => s.trim());
    if (!/^\d{2}$/.test(month) || !/^\d{2}$/.test(year)) {
      setFieldError(t("card.expiryIncomplete"));
      return;
    }
    setFieldError(null);
    submitted.current = true;
    confirm.mutate(
      { body: { clientSecret, card: { number, expMonth: Number(month), expYear: Number(year), cvc } } },
      {
        onSuccess: finish,
        onError: (err) => {
          submitted.current = false;
          const fields = (err as { fieldErrors?: Record<string, string[]> }).fieldErrors ?? {};
          const first = Object.values(fields)[0]?.[0];
          if (first) setFieldError(first);
          else failed();
        },
      },
    );
  };

  const answer = (complete: boolean) => {
    setAuthenticating(false);
    authenticate.mutate({ body: { clientSecret, complete } }, { onSuccess: finish, onError: failed });
  };

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate aria-describedby="sandbox-note">
      <p id="sandbox-note" className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
        <FlaskConical className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>{t("card.sandboxNote")}</span>
      </p>
      <div className="grid gap-1.5">
        <Label htmlFor="card-number">{t("card.number")}</Label>
        <div className="relative">
          <Input
            id="card-number"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
            value={number}
            onChange={(e) => setNumber(groupDigits(e.target.value))}
            aria-invalid={fieldError !== null && /number/i.test(fieldError)}
            className="pr-10"
            required
          />
          <CreditCard className="absolute top-2.5 right-3 size-5 text-muted-foreground" aria-hidden="true" />
        </div>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor="card-expiry">{t("card.expiry")}</Label>
          <Input
            id="card-expiry"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder={t("card.expiryPlaceholder")}
            value={expiry}
            onChange={(e) => setExpiry(formatExpiry(e.target.value))}
            required
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="card-cvc">{t("card.cvc")}</Label>
          <Input
            id="card-cvc"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            maxLength={4}
            value={cvc}
            onChange={(e) => setCvc(e.target.value.replace(/\D/g, "").slice(0, 4))}
            required
          />
        </div>
      </div>
      {fieldError ? (
        <p role="alert" className="text-sm font-semibold text-destructive">
          {fieldError}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={busy}>
        <ShieldCheck aria-hidden="true" /> {busy ? t("processing") : submitLabel}
      </Button>
      <details className="rounded-md border border-border p-3 text-sm">
        <summary className="cursor-pointer font-semibold">{t("card.testCards")}</summary>
        <ul className="mt-2 grid gap-1">
          {TEST_CARDS.map(([digits, key]) => (
            <li key={digits} className="flex flex-wrap justify-between gap-x-3">
              <button type="button" className="font-mono underline-offset-2 hover:underline" onClick={() => setNumber(digits)}>
                {digits}
              </button>
              <span className="text-muted-foreground">{t(`card.outcome.${key}`)}</span>
            </li>
          ))}
        </ul>
        <p className="mt-2 text-muted-foreground">{t("card.anyExpiry")}</p>
      </details>
      <Dialog open={authenticating} onOpenChange={(open) => (open ? undefined : answer(false))}>
        <DialogContent closeLabel={t("auth.fail")}>
          <DialogTitle>{t("auth.title")}</DialogTitle>
          <DialogDescription>{t("auth.body")}</DialogDescription>
          <div className="mt-6 grid gap-2 sm:grid-cols-2">
            <Button onClick={() => answer(true)}>{t("auth.complete")}</Button>
            <Button variant="outline" onClick={() => answer(false)}>
              {t("auth.fail")}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </form>
  );
}
