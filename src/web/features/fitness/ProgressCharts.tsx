import { useId } from "react";
import { useTranslation } from "react-i18next";
import { CartesianGrid, Line, LineChart, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { FitnessRecord } from "@contracts/fitness";
import { equivalentRunTime, eventValue, RUN_DISTANCE_MILES, TRACKED_EVENTS, type StandardChoice, type TrackedEvent } from "@domain/fitness";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { chartScale, chronological, formatRecordDate, formatTime } from "./format";

interface Point {
  at: string;
  value: number;
}

const isTime = (event: TrackedEvent) => event === "run" || event === "plank";

/** The history as one chart per event over time (runs at the distance of the latest run, so the line compares like with like). */
export function ProgressCharts({ records, standard }: { records: readonly FitnessRecord[]; standard: StandardChoice | null }) {
  const { t } = useTranslation("fitness");
  const ordered = chronological(records.filter((r) => r.isValid));
  const lastRun = [...ordered].reverse().find((r) => eventValue(r, "run") !== null);
  const charts = TRACKED_EVENTS.map((event) => {
    const points: Point[] = ordered
      .filter((r) => event !== "run" || r.runDistance === lastRun?.runDistance)
      .flatMap((r) => {
        const value = eventValue(r, event);
        return value === null ? [] : [{ at: r.recordedAt, value }];
      });
    const s = standard?.events.find((e) => e.event === event);
    let minimum = s?.min ?? null;
    if (s && minimum !== null && event === "run" && lastRun && s.miles !== undefined) {
      minimum = equivalentRunTime(minimum, s.miles, RUN_DISTANCE_MILES[lastRun.runDistance]);
    }
    return { event, points, minimum };
  }).filter((c) => c.points.length > 0);

  if (charts.length === 0) return null;
  return (
    <section className="grid gap-3" aria-labelledby="fitness-charts-title">
      <h2 id="fitness-charts-title" className="text-xl font-bold">
        {t("charts.title")}
      </h2>
      <div className="grid gap-4 lg:grid-cols-2">
        {charts.map((c) => (
          <EventChart
            key={c.event}
            event={c.event}
            points={c.points}
            minimum={c.minimum}
            subtitle={c.event === "run" && lastRun ? t("charts.runAt", { distance: t(`distances.${lastRun.runDistance}`) }) : null}
          />
        ))}
      </div>
    </section>
  );
}

function EventChart({
  event,
  points,
  minimum,
  subtitle,
}: {
  event: TrackedEvent;
  points: Point[];
  minimum: number | null;
  subtitle: string | null;
}) {
  const { t, i18n } = useTranslation("fitness");
  const lang = i18n.language;
  const captionId = useId();
  const show = (v: number) => (isTime(event) ? formatTime(v) : String(v));
  const scale = chartScale(
    points.map((p) => p.value),
    minimum,
    isTime(event),
  );
  const first = points[0] as Point;
  const last = points.at(-1) as Point;
  const summary =
    points.length === 1
      ? t("charts.single", { value: show(last.value), date: formatRecordDate(last.at, lang) })
      : t("charts.summary", { count: points.length, first: show(first.value), last: show(last.value) });
  return (
    <Card data-testid={`chart-${event}`}>
      <CardHeader>
        <CardTitle className="text-base">{t(`events.${event}`)}</CardTitle>
        {subtitle ? <CardDescription>{subtitle}</CardDescription> : null}
      </CardHeader>
      <CardContent>
        <figure aria-labelledby={captionId} className="grid gap-2">
          {/* A picture of the caption and the table below, which screen readers get instead. */}
          <div aria-hidden="true" className="h-48 w-full min-w-0">
            <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 320, height: 192 }}>
              <LineChart data={points} margin={{ top: 8, right: 12, bottom: 0, left: 0 }} accessibilityLayer={false}>
                <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" vertical={false} />
                <XAxis
                  dataKey="at"
                  tickFormatter={(d: string) => formatRecordDate(d, lang, false)}
                  tick={{ fontSize: 12, fill: "var(--color-muted-foreground)" }}
                  minTickGap={24}
                  tickMargin={6}
                />
                <YAxis
                  width={isTime(event) ? 44 : 36}
                  reversed={event === "run"}
                  domain={scale.domain}
                  ticks={scale.ticks}
                  interval={0}
                  tickFormatter={show}
                  tick={{ fontSize: 12, fill: "var(--color-muted-foreground)" }}
                />
                {minimum !== null ? (
                  <ReferenceLine
                    y={minimum}
                    stroke="var(--color-success)"
                    strokeDasharray="4 4"
                    label={{ value: t("charts.minimum"), position: "insideTopRight", fontSize: 11, fill: "var(--color-success)" }}
                  />
                ) : null}
                <Tooltip
                  formatter={(v) => [show(Number(v)), t(`events.${event}`)]}
                  labelFormatter={(d) => formatRecordDate(String(d), lang)}
                />
                <Line
                  type="monotone"
                  dataKey="value"
                  stroke="var(--color-primary)"
                  strokeWidth={2.5}
                  dot={{ r: 4, fill: "var(--color-primary)" }}
                  isAnimationActive={false}
                />
              </LineChart>
            </ResponsiveContainer>
          </div>
          <figcaption id={captionId} className="text-sm text-muted-foreground">
            {summary}
            {event === "run" ? ` ${t("charts.runLower")}` : ""}
          </figcaption>
          <table className="sr-only">
            <caption>{t(`events.${event}`)}</caption>
            <tbody>
              {points.map((p, i) => (
                <tr key={`${p.at}-${i}`}>
                  <th scope="row">{formatRecordDate(p.at, lang)}</th>
                  <td>{show(p.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </figure>
      </CardContent>
    </Card>
  );
}
