import { Pencil, Radio, Share2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { Recruit } from "@contracts/recruiter";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { cn } from "@web/lib/cn";
import { STATUS_BADGE, formatDay, scoreClass } from "./format";

/** §2.3's roster: Name (email beneath), Branch, MOS, Current/Goal (§5 colours), Status (§4 badges), Enlistment, Actions. */
export function RecruitTable({
  recruits,
  onEdit,
  onInvite,
}: {
  recruits: Recruit[];
  onEdit?: ((recruit: Recruit) => void) | undefined;
  onInvite?: ((recruit: Recruit) => void) | undefined;
}) {
  const { t, i18n } = useTranslation("recruiterDashboard");
  const none = t("table.none");
  const actionsOf = (r: Recruit) => (
    <div className="flex justify-end gap-1">
      {onInvite ? (
        <Button variant="ghost" size="sm" onClick={() => onInvite(r)} aria-label={`${t("actions.invite")}: ${r.recruitName}`}>
          <Share2 aria-hidden="true" /> <span className="hidden lg:inline">{t("actions.invite")}</span>
        </Button>
      ) : null}
      <Button
        variant="outline"
        size="sm"
        disabled={!onEdit}
        onClick={() => onEdit?.(r)}
        aria-label={t("actions.editNamed", { name: r.recruitName })}
      >
        <Pencil aria-hidden="true" /> {t("actions.edit")}
      </Button>
    </div>
  );
  const liveBadge = (r: Recruit) =>
    r.live ? (
      <span
        title={t("table.liveHint")}
        className="inline-flex items-center gap-1 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900"
      >
        <Radio className="size-3" aria-hidden="true" /> {t("table.live")}
      </span>
    ) : null;
  const score = (r: Recruit) => (
    <>
      <span className={cn("font-bold", scoreClass(r.currentScore, r.asvabGoalScore))}>{r.currentScore}</span>
      <span className="text-muted-foreground"> / {r.asvabGoalScore}</span>
    </>
  );

  return (
    <>
      {/* Phones: one card per recruit, every column kept (a seven-column table would hide the scores off-screen). */}
      <ul className="grid gap-3 md:hidden" aria-label={t("table.caption")}>
        {recruits.map((r) => (
          <li key={r.id} className="rounded-xl border border-border bg-card p-4">
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2 font-semibold">
                  {r.recruitName} {liveBadge(r)}
                </p>
                {r.recruitEmail ? <p className="truncate text-sm text-muted-foreground">{r.recruitEmail}</p> : null}
              </div>
              <Badge variant={STATUS_BADGE[r.status]}>{t(`status.${r.status}`)}</Badge>
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
              <div>
                <dt className="text-xs text-muted-foreground">{t("table.branch")}</dt>
                <dd>{t(`branches.${r.targetBranch}`)}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">{t("table.mos")}</dt>
                <dd className="font-mono">{r.targetMOS ?? none}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">{t("table.score")}</dt>
                <dd>{score(r)}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">{t("table.enlistment")}</dt>
                <dd>{formatDay(r.enlistmentDate, i18n.language) ?? none}</dd>
              </div>
            </dl>
            <div className="mt-3">{actionsOf(r)}</div>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-xl border border-border bg-card md:block">
        <table className="w-full min-w-[720px] text-left text-sm">
          <caption className="sr-only">{t("table.caption")}</caption>
          <thead className="border-b border-border bg-muted/50 text-xs uppercase tracking-wide text-muted-foreground">
            <tr>
              {(["name", "branch", "mos", "score", "status", "enlistment", "actions"] as const).map((col) => (
                <th key={col} scope="col" className={cn("px-4 py-3 font-semibold", col === "actions" && "text-right")}>
                  {t(`table.${col}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {recruits.map((r) => (
              <tr key={r.id} className="border-b border-border last:border-0">
                <td className="px-4 py-3">
                  <div className="flex items-center gap-2 font-semibold">
                    {r.recruitName}
                    {liveBadge(r)}
                  </div>
                  {r.recruitEmail ? <div className="text-muted-foreground">{r.recruitEmail}</div> : null}
                </td>
                <td className="px-4 py-3">{t(`branches.${r.targetBranch}`)}</td>
                <td className="px-4 py-3 font-mono">{r.targetMOS ?? none}</td>
                <td className="px-4 py-3 whitespace-nowrap">{score(r)}</td>
                <td className="px-4 py-3">
                  <Badge variant={STATUS_BADGE[r.status]}>{t(`status.${r.status}`)}</Badge>
                </td>
                <td className="px-4 py-3 whitespace-nowrap">{formatDay(r.enlistmentDate, i18n.language) ?? none}</td>
                <td className="px-4 py-3">{actionsOf(r)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
