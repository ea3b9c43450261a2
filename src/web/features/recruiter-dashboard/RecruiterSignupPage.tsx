import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2, ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router";
import { recruiterSignupRequest, type RecruiterSignupRequest } from "@contracts/recruiter";
import { RECRUITER_BRANCHES, type BillingInterval, type RecruiterPlanId } from "@domain/recruiters";
import { PublicHeader } from "@web/components/PublicHeader";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { FieldError, Input, Label } from "@web/components/ui/input";
import { toast } from "@web/components/ui/use-toast";
import { ApiError } from "@web/lib/api";
import { useApiMutation } from "@web/lib/api-client";
import { useAuth, useSetUser } from "@web/lib/auth";
import { useMessageText } from "@web/lib/messages";
import { RECRUITER_PLAN_IDS_SET, recruiterCheckoutHref } from "./checkout";

type Values = Record<Exclude<keyof RecruiterSignupRequest, "publicListing" | "specialties">, string> & {
  specialties: string;
  publicListing: boolean;
};
type Field = keyof Values;

const DEFAULTS: Values = {
  username: "",
  email: "",
  password: "",
  confirmPassword: "",
  recruiterCode: "",
  displayName: "",
  rank: "",
  organization: "",
  branch: "",
  station: "",
  address: "",
  zipCode: "",
  phone: "",
  contactEmail: "",
  hours: "",
  specialties: "",
  publicListing: true,
};

/** `?plan=starter&interval=monthly` from 'Start Free Trial': kept through sign-up and on to the checkout. */
function planOf(params: URLSearchParams): { plan: RecruiterPlanId; interval: BillingInterval } | null {
  const plan = params.get("plan");
  if (!plan || !RECRUITER_PLAN_IDS_SET.has(plan)) return null;
  return { plan: plan as RecruiterPlanId, interval: params.get("interval") === "annual" ? "annual" : "monthly" };
}

const selectClass =
  "flex h-10 w-full rounded-md border border-border bg-white px-3 py-2 text-base focus-visible:outline-2 aria-[invalid=true]:border-destructive md:text-sm";

/** /recruiter-signup: a recruiter account (issue 15) — the learner sign-up's fields plus the office's profile. */
export function RecruiterSignupPage() {
  const { t } = useTranslation("recruiterDashboard");
  const { user } = useAuth();
  const [params] = useSearchParams();
  const chosen = planOf(params);
  const next = chosen ? recruiterCheckoutHref(chosen.plan, chosen.interval) : "/recruiter-dashboard";
  if (user) return <Navigate to={user.role === "learner" ? "/recruiter-dashboard" : next} replace />;

  return (
    <>
      <PublicHeader />
      <main className="mx-auto grid max-w-3xl gap-6 px-4 py-8">
        <header className="grid gap-2">
          <h1 className="flex items-center gap-2 text-2xl font-extrabold sm:text-3xl">
            <ShieldCheck className="size-7 text-primary" aria-hidden="true" /> {t("signup.title")}
          </h1>
          <p className="text-muted-foreground">
            {chosen ? t("signup.subtitlePlan", { plan: t(`signup.plans.${chosen.plan}`) }) : t("signup.subtitle")}
          </p>
        </header>
        <Card>
          <CardContent className="p-5 sm:p-6">
            <SignupForm next={next} />
          </CardContent>
        </Card>
        <p className="text-center text-sm text-muted-foreground">
          {t("signup.haveAccount")}{" "}
          <Link to="/auth" className="font-semibold text-primary underline">
            {t("demo.signIn")}
          </Link>
        </p>
      </main>
    </>
  );
}

function SignupForm({ next }: { next: string }) {
  const { t } = useTranslation("recruiterDashboard");
  const navigate = useNavigate();
  const setUser = useSetUser();
  const messageText = useMessageText();
  const signup = useApiMutation("recruiterSignup");
  const form = useForm<Values, unknown, RecruiterSignupRequest>({
    resolver: zodResolver(recruiterSignupRequest) as never,
    defaultValues: DEFAULTS,
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    try {
      const user = await signup.mutateAsync({ body });
      setUser(user);
      toast({ title: t("signup.welcome"), variant: "success" });
      void navigate(next, { replace: true });
    } catch (err) {
      const fields = err instanceof ApiError ? Object.entries(err.fieldErrors) : [];
      for (const [field, messages] of fields) {
        if (messages[0] && field in DEFAULTS) form.setError(field as Field, { type: "server", message: messages[0] });
      }
      if (fields.length === 0) {
        const message = err instanceof ApiError ? messageText(err.serverMessage) : undefined;
        toast({ title: t("toast.error"), description: message ?? t("signup.failed"), variant: "destructive" });
      }
    }
  });

  const control = (name: Field) => ({
    id: `signup-${name}`,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `signup-${name}-error` : undefined,
  });
  const field = (name: Field, input: ReactNode, hint?: string) => (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={`signup-${name}`}>{t(`signup.fields.${name}`)}</Label>
      {input}
      {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
      <FieldError id={`signup-${name}-error`} message={errors[name]?.message} />
    </div>
  );
  const text = (name: Field, props: Record<string, unknown> = {}) =>
    field(name, <Input {...props} {...control(name)} {...form.register(name)} />);

  return (
    <form onSubmit={submit} noValidate className="grid gap-6">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-bold">{t("signup.account")}</legend>
        {text("username", { autoComplete: "username" })}
        {text("email", { type: "email", autoComplete: "email" })}
        {text("password", { type: "password", autoComplete: "new-password" })}
        {text("confirmPassword", { type: "password", autoComplete: "new-password" })}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-bold">{t("signup.office")}</legend>
        {text("displayName", { autoComplete: "name" })}
        {text("rank")}
        {text("organization", { autoComplete: "organization" })}
        {field(
          "branch",
          <select className={selectClass} {...control("branch")} {...form.register("branch")}>
            <option value="">{t("form.chooseBranch")}</option>
            {RECRUITER_BRANCHES.map((b) => (
              <option key={b} value={b}>
                {t(`branches.${b}`)}
              </option>
            ))}
          </select>,
        )}
        {text("station")}
        {field("recruiterCode", <Input {...control("recruiterCode")} {...form.register("recruiterCode")} />, t("signup.codeHint"))}
        <div className="sm:col-span-2">{text("address", { autoComplete: "street-address" })}</div>
        {text("zipCode", { inputMode: "numeric", autoComplete: "postal-code", maxLength: 5 })}
        {text("phone", { type: "tel", autoComplete: "tel" })}
        {text("contactEmail", { type: "email" })}
        {text("hours", { placeholder: t("signup.hoursPlaceholder") })}
        <div className="sm:col-span-2">
          {field(
            "specialties",
            <Input placeholder={t("signup.specialtiesPlaceholder")} {...control("specialties")} {...form.register("specialties")} />,
            t("signup.specialtiesHint"),
          )}
        </div>
        <label className="flex items-start gap-2 text-sm sm:col-span-2">
          <input type="checkbox" className="mt-0.5 size-4" {...form.register("publicListing")} />
          <span>
            <span className="font-semibold">{t("signup.fields.publicListing")}</span>
            <span className="block text-muted-foreground">{t("signup.publicListingHint")}</span>
          </span>
        </label>
      </fieldset>
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
        {t("signup.submit")}
      </Button>
    </form>
  );
}
