import { useId } from "react";
import { useTranslation } from "react-i18next";
import { CartesianGrid, Line, LineChart, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { AnalyticsDto } from "@contracts/analytics";
import { PRIORITY_GOAL_PERCENT } from "@domain/constants";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { formatDay } from "./format";

const PRIMARY = "var(--color-primary)";

export function ScoreTrendChart({ trend }: { trend: AnalyticsDto["trend"] }) {
  const { t, i18n } = useTranslation("analytics");
  const captionId = useId();
  const lang = i18n.language;
  const first = trend[0];
  const last = trend.at(-1);
  let summary = t("trend.empty");
  if (first && last && trend.length === 1) summary = t("trend.single", { score: first.averageScore, day: formatDay(first.day, lang) });
  else if (first && last)
    summary = t("trend.summary", {
      days: trend.length,
      first: first.averageScore,
      firstDay: formatDay(first.day, lang),
      last: last.averageScore,
      lastDay: formatDay(last.day, lang),
      best: Math.max(...trend.map((p) => p.averageScore)),
    });

  return (
    <Card data-testid="score-trends">
      <CardHeader>
        <CardTitle>{t("trend.title")}</CardTitle>
        <CardDescription>{t("trend.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <figure aria-labelledby={captionId} className="grid gap-3">
          {trend.length > 0 ? (
            // The chart is a picture of the caption and the table below; screen readers get those instead.
            <div aria-hidden="true" className="h-56 w-full min-w-0 sm:h-64">
              <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 320, height: 224 }}>
                <LineChart data={trend} margin={{ top: 8, right: 12, bottom: 0, left: -16 }} accessibilityLayer={false}>
                  <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" vertical={false} />
                  <XAxis
                    dataKey="day"
                    tickFormatter={(d: string) => formatDay(d, lang)}
                    tick={{ fontSize: 12, fill: "var(--color-muted-foreground)" }}
                    minTickGap={24}
                    tickMargin={6}
                  />
                  <YAxis domain={[0, 100]} ticks={[0, 25, 50, 75, 100]} tick={{ fontSize: 12, fill: "var(--color-muted-foreground)" }} />
                  <ReferenceLine y={PRIORITY_GOAL_PERCENT} stroke="var(--color-success)" strokeDasharray="4 4" />
                  <Tooltip
                    formatter={(value, _name, item) => [
                      t("trend.tooltip", { score: value, count: (item.payload as { sessions: number }).sessions }),
                      t("trend.score"),
                    ]}
                    labelFormatter={(d) => formatDay(String(d), lang, true)}
                  />
                  <Line
                    type="monotone"
                    dataKey="averageScore"
                    stroke={PRIMARY}
                    strokeWidth={2.5}
                    dot={{ r: 4, fill: PRIMARY }}
                    activeDot={{ r: 6 }}
                    isAnimationActive={false}
                  />
                </LineChart>
              </ResponsiveContainer>
            </div>
          ) : null}
          <figcaption id={captionId} className="text-sm text-muted-foreground" data-testid="trend-summary">
            {summary}
          </figcaption>
          {trend.length > 0 ? (
            <table className="sr-only">
              <caption>{t("trend.tableCaption")}</caption>
              <tbody>
                {trend.map((p) => (
                  <tr key={p.day}>
                    <th scope="row">{formatDay(p.day, lang, true)}</th>
                    <td>{t("trend.tooltip", { score: p.averageScore, count: p.sessions })}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </figure>
      </CardContent>
    </Card>
  );
}
