import { CheckCircle2, Circle, CircleDot, TimerOff } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { FullTestDto } from "@contracts/full-test";
import { cn } from "@web/lib/cn";

type Row = Pick<FullTestDto["subtests"][number], "code" | "name" | "itemCount" | "timeLimitSeconds"> &
  Partial<Pick<FullTestDto["subtests"][number], "status" | "answered" | "timedOut">>;

/** The ten subtests in order with their counts and times, and (during a test) where the learner stands. */
export function SubtestTable({ rows, nextIndex }: { rows: readonly Row[]; nextIndex?: number }) {
  const { t } = useTranslation("fullTest");
  const withStatus = rows.some((r) => r.status !== undefined);
  return (
    <ol className="grid gap-1.5" aria-label={t("subtestList")}>
      {rows.map((row, i) => {
        const isNext = withStatus && i === nextIndex && row.status === "pending";
        return (
          <li
            key={row.code}
            className={cn(
              "flex items-center gap-3 rounded-lg border border-border bg-card px-3 py-2 text-sm",
              isNext && "border-primary ring-2 ring-primary/30",
              row.status === "done" && "bg-muted/60",
            )}
            data-testid={`subtest-${row.code}`}
            data-status={row.status ?? "info"}
          >
            <StatusIcon status={row.status} timedOut={row.timedOut ?? false} />
            <span className="w-6 shrink-0 font-mono text-xs font-bold text-muted-foreground">{i + 1}.</span>
            {/* On a phone the count goes under the name: long names ("Comprehension") cannot share one line with it. */}
            <span className="flex min-w-0 flex-1 flex-col gap-0.5 sm:flex-row sm:items-center sm:justify-between sm:gap-3">
              <span className="min-w-0 break-words font-semibold" data-testid="subtest-name">
                {row.name} <span className="font-normal text-muted-foreground">({row.code})</span>
              </span>
              <span className="text-muted-foreground sm:shrink-0 sm:text-right" data-testid="subtest-count">
                {row.status === "done"
                  ? row.timedOut
                    ? t("timedOutCount", { answered: row.answered ?? 0, total: row.itemCount })
                    : t("doneCount", { total: row.itemCount })
                  : t("countAndTime", { count: row.itemCount, minutes: formatMinutes(row.timeLimitSeconds) })}
              </span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/** Whole minutes when the limit is whole minutes (always, outside shortened test runs). */
function formatMinutes(seconds: number): string {
  return seconds % 60 === 0 ? String(seconds / 60) : (seconds / 60).toFixed(1);
}

function StatusIcon({ status, timedOut }: { status: Row["status"]; timedOut: boolean }) {
  const { t } = useTranslation("fullTest");
  if (status === "done" && timedOut) return <TimerOff className="size-4 shrink-0 text-amber-700" aria-label={t("status.timedOut")} />;
  if (status === "done") return <CheckCircle2 className="size-4 shrink-0 text-green-700" aria-label={t("status.done")} />;
  if (status === "active") return <CircleDot className="size-4 shrink-0 text-primary" aria-label={t("status.active")} />;
  if (status === "pending") return <Circle className="size-4 shrink-0 text-muted-foreground" aria-label={t("status.pending")} />;
  return null;
}
