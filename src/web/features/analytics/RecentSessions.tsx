import { Clock } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { RecentSession } from "@contracts/analytics";
import { Badge } from "@web/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { formatDate, formatDuration, TONE_BADGE } from "./format";

const MODE_LABEL: Partial<Record<RecentSession["mode"], string>> = {
  adaptive: "recent.adaptive",
  full_test: "recent.fullTest",
  story: "recent.mission",
  review: "recent.review",
};

export function RecentSessions({ sessions }: { sessions: readonly RecentSession[] }) {
  const { t, i18n } = useTranslation("analytics");
  return (
    <Card data-testid="recent-sessions">
      <CardHeader>
        <CardTitle>{t("recent.title")}</CardTitle>
        <CardDescription>{t("recent.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2">
          {sessions.map((s) => {
            // A full-test subtest is adaptive too; the full-test marker says more.
            const mode = s.fullTestId ? "full_test" : s.isAdaptive ? "adaptive" : s.mode;
            const marker = MODE_LABEL[mode];
            return (
              <li
                key={s.id}
                className="flex items-center justify-between gap-3 rounded-md border border-border px-3 py-2.5"
                data-testid="recent-session"
              >
                <div className="grid min-w-0 gap-0.5">
                  <span className="flex flex-wrap items-center gap-2 font-semibold">
                    {s.sectionName}
                    {marker ? <Badge variant="outline">{t(marker)}</Badge> : null}
                  </span>
                  <span className="flex flex-wrap items-center gap-x-3 text-xs text-muted-foreground">
                    <time dateTime={s.createdAt}>{formatDate(s.createdAt, i18n.language)}</time>
                    <span className="inline-flex items-center gap-1">
                      <Clock className="size-3.5" aria-hidden="true" />
                      {t("recent.time", { time: formatDuration(s.timeSpent) })}
                    </span>
                  </span>
                </div>
                {s.isCompleted && s.score !== null && s.tone ? (
                  <Badge variant={TONE_BADGE[s.tone]} className="shrink-0 text-sm">
                    {s.score}%
                  </Badge>
                ) : (
                  <Badge variant="muted" className="shrink-0">
                    {t("recent.unfinished")}
                  </Badge>
                )}
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
