import { Info, ShieldCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { FitnessProfile } from "@contracts/fitness";
import { BRANCH_CODES, type BranchCode } from "@domain/constants";
import { TRACKED_EVENTS, type StandardChoice } from "@domain/fitness";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { formatValue } from "./format";
import { bandLabel, standardForProfile } from "./standards-view";

const isTracked = (event: string) => (TRACKED_EVENTS as readonly string[]).includes(event);

/** What the shown table assumes, and where its numbers come from. */
export function StandardNotes({ standard }: { standard: StandardChoice }) {
  const { t } = useTranslation("fitness");
  const notes = [
    standard.assumedAge || standard.assumedSex ? t("notes.assumed") : null,
    standard.nearestBand ? t("notes.nearestBand", { band: bandLabel(standard.band) }) : null,
    standard.sameAs ? t("notes.sameAs") : null,
    standard.legacy ? t("notes.legacy") : null,
  ].filter((n): n is string => n !== null);
  if (notes.length === 0) return null;
  return (
    <ul className="grid gap-1.5 text-xs text-muted-foreground">
      {notes.map((note) => (
        <li key={note} className="flex items-start gap-1.5">
          <Info className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
          {note}
        </li>
      ))}
    </ul>
  );
}

function StandardTable({ standard, caption }: { standard: StandardChoice; caption: string }) {
  const { t, i18n } = useTranslation("fitness");
  const lang = i18n.language;
  return (
    <table className="w-full text-sm">
      <caption className="mb-2 text-left text-sm font-semibold">{caption}</caption>
      <thead>
        <tr className="border-b border-border text-left text-xs text-muted-foreground">
          <th scope="col" className="py-1.5 pr-2 font-medium">
            {t("standards.event")}
          </th>
          <th scope="col" className="py-1.5 pr-2 text-right font-medium">
            {t("standards.minimum")}
          </th>
          <th scope="col" className="py-1.5 text-right font-medium">
            {t("standards.top")}
          </th>
        </tr>
      </thead>
      <tbody>
        {standard.events.map((e) => (
          <tr key={e.event} className="border-b border-border/60 last:border-0">
            <th scope="row" className="py-1.5 pr-2 text-left font-normal">
              {t(`events.${e.event}`)}
              {e.miles ? <span className="text-muted-foreground"> · {t("standards.miles", { count: e.miles })}</span> : null}
              {isTracked(e.event) ? null : <span className="block text-xs text-muted-foreground">{t("standards.notTracked")}</span>}
            </th>
            <td className="py-1.5 pr-2 text-right font-semibold tabular-nums">{formatValue(e.min, e.measure, lang)}</td>
            <td className="py-1.5 text-right tabular-nums text-muted-foreground">
              {e.max === null ? "—" : formatValue(e.max, e.measure, lang)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Spec §2 "standards box": the target branch's entry standard, or every branch's when none is chosen. */
export function StandardsBox({
  branch,
  profile,
  branchName,
}: {
  branch: BranchCode | null;
  profile: FitnessProfile | null | undefined;
  branchName: (code: BranchCode) => string;
}) {
  const { t } = useTranslation("fitness");
  const caption = (s: StandardChoice) =>
    t("standards.caption", { branch: branchName(s.branch), test: s.test, sex: t(`sex.${s.sex}`), band: bandLabel(s.band) });
  return (
    <Card data-testid="fitness-standards">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldCheck className="size-5 text-primary" aria-hidden="true" /> {t("standards.title")}
        </CardTitle>
        <CardDescription>{branch ? t("standards.description") : t("standards.allDescription")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {branch ? (
          <>
            <StandardTable standard={standardForProfile(branch, profile)} caption={caption(standardForProfile(branch, profile))} />
            <StandardNotes standard={standardForProfile(branch, profile)} />
          </>
        ) : (
          BRANCH_CODES.map((code) => {
            const standard = standardForProfile(code, profile);
            return <StandardTable key={code} standard={standard} caption={caption(standard)} />;
          })
        )}
        <p className="text-xs text-muted-foreground">{t("standards.source")}</p>
      </CardContent>
    </Card>
  );
}
