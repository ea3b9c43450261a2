import { ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { MosPositionDto } from "@contracts/careers";
import { Badge } from "@web/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { lineScoreList, wholeUsd } from "./format";

/**
 * One position with the §3 fields. The fields the reference sheets do not hold for a job (bonus, special pay,
 * advancement, training, civilian transfer) are named on one "not published" line rather than given made-up figures.
 */
export function PositionCard({ position, otherTests = [] }: { position: MosPositionDto; otherTests?: readonly string[] }) {
  const { t, i18n } = useTranslation("careers");
  const training = [position.trainingLength, position.trainingLocation].filter(Boolean).join(" · ");
  const optional: [string, ReactNode][] = [
    ["signingBonus", position.signingBonus !== null ? wholeUsd(position.signingBonus, i18n.language) : null],
    ["specialPay", position.specialPay !== null ? t("perMonth", { amount: wholeUsd(position.specialPay, i18n.language) }) : null],
    ["advancement", position.advancementRate ? t(`advancement.${position.advancementRate}`) : null],
    ["training", training || null],
    ["civilianTransfer", position.civilianTransfer],
  ];
  const unpublished = optional.filter(([, value]) => value === null).map(([key]) => t(`field.${key}`));
  return (
    <Card className="h-full" data-testid={`position-${position.id}`}>
      <CardHeader className="gap-2 pb-3">
        <div className="flex flex-wrap items-center gap-1.5">
          <Badge variant="default">{t(`branch.${position.branch}`)}</Badge>
          <Badge variant="outline">
            {position.category ? t(`category.${position.category}`) : t(`category.${position.occupationalField}`)}
          </Badge>
          {otherTests.length > 0 ? <Badge variant="warning">{t("alsoNeeds", { tests: otherTests.join(", ") })}</Badge> : null}
        </div>
        <CardTitle className="text-lg leading-snug">
          <span className="font-mono text-primary">{position.mosCode}</span> · {position.title}
        </CardTitle>
        {position.description ? <p className="text-sm text-muted-foreground">{position.description}</p> : null}
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5">
          <Field label={t("field.baseSalary")}>
            <span className="font-semibold">{t("perYear", { amount: wholeUsd(position.baseSalary, i18n.language) })}</span>
            <span className="text-muted-foreground"> ({position.entryGrade})</span>
          </Field>
          <Field label={t("field.minAfqt")}>{position.minAFQT}</Field>
          <Field label={t("field.lineScores")}>
            <span className="font-mono">{lineScoreList(position.requiredLineScores) || "—"}</span>
          </Field>
          <Field label={t("field.clearance")}>
            {position.securityClearance
              ? t(`clearance.${position.securityClearance}`)
              : (position.clearanceNote ?? <span className="text-muted-foreground">{t("field.notStated")}</span>)}
          </Field>
          {optional.map(([key, value]) =>
            value === null ? null : (
              <Field key={key} label={t(`field.${key}`)}>
                {value}
              </Field>
            ),
          )}
        </dl>
        {unpublished.length > 0 ? (
          <p className="text-xs text-muted-foreground">{t("field.unpublished", { fields: unpublished.join(" · ") })}</p>
        ) : null}
        <div className="rounded-md bg-muted px-3 py-2">
          <p className="text-xs font-bold uppercase tracking-wide text-muted-foreground">{t("requirement")}</p>
          <p className="font-mono text-sm">{position.requirements.text.replaceAll(" | ", ` ${t("or")} `)}</p>
        </div>
        <p className="flex items-start gap-1.5 text-xs text-muted-foreground">
          <ShieldCheck className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
          <span>
            {position.source} · {t(`verification.${position.verification}`)}
          </span>
        </p>
      </CardContent>
    </Card>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </>
  );
}
