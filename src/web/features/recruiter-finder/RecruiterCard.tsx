import { Clock, Mail, MapPin, Navigation, Phone, Star } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { RecruiterEntry } from "@contracts/recruiter-finder";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { directionsUrl, mailtoHref, telHref } from "./links";

/** Service colours for the branch badge (light tints keep the text readable). */
const BRANCH_TINT: Record<RecruiterEntry["branch"], string> = {
  army: "bg-green-100 text-green-900",
  navy: "bg-blue-100 text-blue-900",
  air_force: "bg-sky-100 text-sky-900",
  marines: "bg-red-100 text-red-900",
  coast_guard: "bg-orange-100 text-orange-900",
  space_force: "bg-slate-200 text-slate-900",
  army_national_guard: "bg-lime-100 text-lime-900",
  air_national_guard: "bg-indigo-100 text-indigo-900",
};

/** §2.2: one directory entry. */
export function RecruiterCard({ recruiter, onRate }: { recruiter: RecruiterEntry; onRate?: (() => void) | undefined }) {
  const { t, i18n } = useTranslation("recruiters");
  const miles =
    recruiter.distance === undefined ? null : new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(recruiter.distance);
  return (
    <Card className="flex h-full flex-col" data-testid="recruiter-card">
      <CardContent className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 className="text-lg font-bold leading-tight">
              {recruiter.rank ? <span className="text-muted-foreground">{recruiter.rank} </span> : null}
              {recruiter.name}
            </h3>
            <div className="mt-1 flex flex-wrap items-center gap-2">
              <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${BRANCH_TINT[recruiter.branch]}`}>
                {t(`branches.${recruiter.branch}`)}
              </span>
              {recruiter.sample ? (
                <Badge variant="warning" title={t("card.sampleHint")}>
                  {t("card.sample")}
                </Badge>
              ) : null}
            </div>
          </div>
          {miles !== null ? (
            <p className="shrink-0 text-right text-sm font-semibold" data-testid="recruiter-distance">
              {t("card.miles", { miles })}
            </p>
          ) : null}
        </div>

        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="flex items-center gap-1.5 text-sm">
            <Star
              className={`size-4 ${recruiter.rating === null ? "text-muted-foreground" : "fill-amber-400 text-amber-500"}`}
              aria-hidden="true"
            />
            {recruiter.rating === null ? (
              <span className="text-muted-foreground">{t("card.noRatings")}</span>
            ) : (
              <span>
                <span className="font-semibold">{recruiter.rating.toFixed(1)}</span>{" "}
                <span className="text-muted-foreground">{t("card.reviews", { count: recruiter.reviewCount })}</span>
              </span>
            )}
          </p>
          {onRate ? (
            <Button variant="link" size="sm" className="h-auto px-0" onClick={onRate}>
              {t("rate.open")}
            </Button>
          ) : null}
        </div>

        <div className="grid gap-1.5 text-sm">
          <p className="font-semibold">{recruiter.station}</p>
          <p className="flex gap-1.5 text-muted-foreground">
            <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              {recruiter.address}
              <br />
              {recruiter.city}, {recruiter.state} {recruiter.zipCode}
            </span>
          </p>
          <p className="flex gap-1.5 text-muted-foreground">
            <Clock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>{recruiter.hours}</span>
          </p>
        </div>

        {recruiter.specialties.length > 0 ? (
          <div>
            <p className="sr-only">{t("card.specialties")}</p>
            <ul className="flex flex-wrap gap-1.5" aria-label={t("card.specialties")}>
              {recruiter.specialties.map((s) => (
                <li key={s} className="rounded-md bg-muted px-2 py-0.5 text-xs">
                  {s}
                </li>
              ))}
            </ul>
          </div>
        ) : null}

        {/* Wraps on narrow cards (a long label such as "Cómo llegar" then takes its own row) instead of clipping. */}
        <div className="mt-auto flex flex-wrap gap-2 pt-2 [&>*]:grow">
          <Button asChild variant="default" size="sm">
            <a href={telHref(recruiter.phone)} aria-label={t("card.callLabel", { name: recruiter.name, phone: recruiter.phone })}>
              <Phone aria-hidden="true" /> {t("card.call")}
            </a>
          </Button>
          <Button asChild variant="outline" size="sm">
            <a href={mailtoHref(recruiter.email)} aria-label={t("card.emailLabel", { name: recruiter.name })}>
              <Mail aria-hidden="true" /> {t("card.email")}
            </a>
          </Button>
          <Button asChild variant="outline" size="sm">
            <a
              href={directionsUrl(recruiter)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t("card.directionsLabel", { station: recruiter.station })}
            >
              <Navigation aria-hidden="true" /> {t("card.directions")}
            </a>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
