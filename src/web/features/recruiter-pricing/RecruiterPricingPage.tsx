import { BadgeCheck, Handshake, MapPin, Radio, Users } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { BillingInterval } from "@domain/recruiters";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { Spinner } from "@web/components/ui/spinner";
import { useApiQuery } from "@web/lib/api-client";
import { useAuth } from "@web/lib/auth";
import { IntervalToggle } from "./IntervalToggle";
import { PlanCard } from "./PlanCard";
import { startTrialHref } from "./plan-links";

/**
 * Recruiter spec §2.4 and §9 (public): the monthly/annual toggle, the three plan cards, the unpaid basic tier, benefit
 * blurbs, the FAQ, 'Start Free Trial' (sign-up → trial, or straight to checkout for a signed-in recruiter) and
 * 'Contact Sales' (/contact).
 */
export function RecruiterPricingPage() {
  const { t } = useTranslation("recruiterPricing");
  const { user } = useAuth();
  const [interval, setInterval] = useState<BillingInterval>("monthly");
  const table = useApiQuery("recruiterPlans", {}, { staleTime: Infinity });
  useEffect(() => {
    document.title = `${t("title")} — ASVAB Prep`;
  }, [t]);

  const basicCap = table.data?.basic.recruitCap ?? 5;
  return (
    <main className="mx-auto grid max-w-6xl gap-10 px-4 py-8 sm:py-12">
      <header className="grid gap-3 text-center">
        <h1 className="text-3xl font-extrabold sm:text-4xl">{t("title")}</h1>
        <p className="mx-auto max-w-2xl text-muted-foreground">{t("subtitle")}</p>
        <IntervalToggle value={interval} onChange={setInterval} />
      </header>

      {table.isLoading ? (
        <Spinner className="mx-auto size-8 text-primary" label={t("loading")} />
      ) : table.isError || !table.data ? (
        <p role="alert" className="text-center text-destructive">
          {t("loadFailed")}
        </p>
      ) : (
        <>
          <ul className="grid gap-5 md:grid-cols-3" aria-label={t("plansLabel")}>
            {table.data.plans.map((plan) => (
              <li key={plan.id} className="flex">
                <PlanCard plan={plan} interval={interval} href={startTrialHref(user, plan.id, interval)} />
              </li>
            ))}
          </ul>
          <Card data-testid="basic-tier">
            <CardContent className="flex flex-wrap items-center gap-3 p-5">
              <BadgeCheck className="size-6 shrink-0 text-primary" aria-hidden="true" />
              <div className="grid gap-1">
                <p className="font-bold">{t("basic.title")}</p>
                <p className="text-sm text-muted-foreground">{t("basic.body", { count: basicCap })}</p>
              </div>
            </CardContent>
          </Card>
        </>
      )}

      <section aria-labelledby="why-title" className="grid gap-5">
        <h2 id="why-title" className="text-center text-2xl font-bold">
          {t("why.title")}
        </h2>
        <ul className="grid gap-4 md:grid-cols-3">
          {(
            [
              ["roster", Users],
              ["live", Radio],
              ["leads", MapPin],
            ] as const
          ).map(([key, Icon]) => (
            <li key={key} className="grid gap-2 rounded-lg border border-border p-5">
              <Icon className="size-6 text-primary" aria-hidden="true" />
              <h3 className="font-bold">{t(`why.${key}.title`)}</h3>
              <p className="text-sm text-muted-foreground">{t(`why.${key}.body`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="faq-title" className="mx-auto grid w-full max-w-3xl gap-4">
        <h2 id="faq-title" className="text-center text-2xl font-bold">
          {t("faq.title")}
        </h2>
        <dl className="grid gap-4">
          {(["change", "trial", "volume", "end"] as const).map((key) => (
            <div key={key} className="rounded-lg border border-border p-4">
              <dt className="font-semibold">{t(`faq.${key}.q`)}</dt>
              <dd className="mt-1 text-sm text-muted-foreground">{t(`faq.${key}.a`, { count: basicCap })}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="grid justify-items-center gap-3 rounded-lg bg-muted p-6 text-center">
        <Handshake className="size-8 text-primary" aria-hidden="true" />
        <h2 className="text-xl font-bold">{t("contact.title")}</h2>
        <p className="max-w-xl text-sm text-muted-foreground">{t("contact.body")}</p>
        <Button asChild variant="outline">
          <Link to="/contact">{t("contactSales")}</Link>
        </Button>
      </section>
    </main>
  );
}
