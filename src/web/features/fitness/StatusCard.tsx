import { Activity, ArrowRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { FitnessRecord } from "@contracts/fitness";
import { currentStatus, latestValues, specRating, type EventLevel, type FitnessStatus, type StandardChoice } from "@domain/fitness";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { cn } from "@web/lib/cn";
import { formatRecordDate, formatTime, formatValue } from "./format";
import { StandardNotes } from "./StandardsBox";

const STATUS_BADGE: Record<FitnessStatus, "success" | "warning" | "danger" | "muted"> = {
  ready: "success",
  onTrack: "warning",
  notYet: "danger",
  noData: "muted",
};
const LEVEL_BADGE: Record<EventLevel, "success" | "danger" | "default"> = { below: "danger", meets: "success", max: "default" };
const SPEC_BADGE = { excellent: "success", good: "default", fair: "warning", poor: "danger" } as const;

/** Spec §2 "Current status": where the learner stands against the target branch's entry standard, event by event. */
export function StatusCard({
  standard,
  branchName,
  records,
}: {
  standard: StandardChoice | null;
  branchName: string | null;
  records: readonly FitnessRecord[];
}) {
  const { t, i18n } = useTranslation("fitness");
  const lang = i18n.language;
  const valid = records.filter((r) => r.isValid);
  const status = standard ? currentStatus(standard, valid) : null;
  const latest = latestValues(valid);

  return (
    <Card data-testid="fitness-status">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Activity className="size-5 text-primary" aria-hidden="true" /> {t("status.title")}
        </CardTitle>
        {status && branchName ? (
          <CardDescription>{t("status.against", { branch: branchName, test: status.standard.test })}</CardDescription>
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-4">
        {status && branchName ? (
          <>
            <div className="flex flex-wrap items-center gap-3">
              <Badge variant={STATUS_BADGE[status.status]} className="px-3 py-1 text-sm" data-testid="fitness-status-badge">
                {t(`status.${status.status}`)}
              </Badge>
              <p className="text-sm text-muted-foreground">
                {t("status.summary", { met: status.met, count: status.tested, branch: branchName })}
              </p>
            </div>
            <ul className="grid gap-3 sm:grid-cols-2" aria-label={t("status.eventsLabel")}>
              {status.events.map(({ standard: s, latest: value, rating }) => (
                <li key={s.event} className="grid gap-1 rounded-lg border border-border p-3" data-testid={`rating-${s.event}`}>
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span className="font-semibold">{t(`events.${s.event}`)}</span>
                    {rating ? (
                      <Badge variant={LEVEL_BADGE[rating.level]}>{t(`levels.${rating.level}`)}</Badge>
                    ) : (
                      <Badge variant="muted">{t("levels.none")}</Badge>
                    )}
                  </div>
                  {value && rating ? (
                    <>
                      <p className="text-2xl font-extrabold tabular-nums">
                        {formatValue(value.value, s.measure, lang)}
                        {value.runDistance ? (
                          <span className="ml-1.5 text-sm font-medium text-muted-foreground">{t(`distances.${value.runDistance}`)}</span>
                        ) : null}
                      </p>
                      <p className="text-sm text-muted-foreground">
                        {rating.estimated
                          ? t("status.minimumEstimated", {
                              value: formatTime(rating.minimum),
                              distance: t(`distances.${value.runDistance ?? "1.5_mile"}`),
                            })
                          : t("status.minimum", { value: formatValue(rating.minimum, s.measure, lang) })}
                      </p>
                      {rating.level === "below" ? (
                        <p className="text-sm font-medium text-destructive">
                          {s.measure === "reps"
                            ? t("gap.reps", { count: rating.gap })
                            : t(s.measure === "faster" ? "gap.faster" : "gap.longer", { time: formatTime(rating.gap) })}
                        </p>
                      ) : null}
                      <p className="text-xs text-muted-foreground">
                        {t("status.recordedOn", { date: formatRecordDate(value.recordedAt, lang) })}
                      </p>
                    </>
                  ) : (
                    <p className="text-sm text-muted-foreground">
                      {t("status.notRecorded", { value: formatValue(s.min, s.measure, lang) })}
                    </p>
                  )}
                </li>
              ))}
            </ul>
            <StandardNotes standard={status.standard} />
          </>
        ) : (
          <div className="grid gap-3 rounded-lg bg-muted p-4" data-testid="fitness-no-branch">
            <p>{t("status.noBranch")}</p>
            <Button asChild variant="outline" className="justify-self-start">
              <Link to="/dashboard#target-branch">
                {t("status.pickBranch")} <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
        )}

        <div className="grid gap-2 border-t border-border pt-4" data-testid="spec-ratings">
          <h3 className="text-sm font-semibold">{t("specRatings.title")}</h3>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {(["pushUps", "sitUps"] as const).map((event) => {
              const value = latest[event];
              const rating = value ? specRating(event, value.value) : null;
              return (
                <p key={event} className={cn("flex items-center gap-2 text-sm")}>
                  <span>{t(`events.${event}`)}:</span>
                  {rating && value ? (
                    <>
                      <span className="font-semibold tabular-nums">{value.value}</span>
                      <Badge variant={SPEC_BADGE[rating]}>{t(`specRatings.${rating}`)}</Badge>
                    </>
                  ) : (
                    <span className="text-muted-foreground">{t("specRatings.none")}</span>
                  )}
                </p>
              );
            })}
          </div>
          <p className="text-xs text-muted-foreground">{t("specRatings.bands")}</p>
        </div>
      </CardContent>
    </Card>
  );
}
