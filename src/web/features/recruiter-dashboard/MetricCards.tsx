import { Award, BarChart3, ClipboardCheck, UserMinus, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { RecruiterMetrics } from "@contracts/recruiter";
import { Card, CardContent } from "@web/components/ui/card";

/** §2.3's five metric cards, in the spec's order. */
export function MetricCards({ metrics }: { metrics: RecruiterMetrics | undefined }) {
  const { t } = useTranslation("recruiterDashboard");
  const cards = [
    { key: "activeRecruits", value: metrics?.activeRecruits, Icon: Users, tone: "text-primary" },
    { key: "averageScore", value: metrics?.averageScore, Icon: BarChart3, tone: "text-blue-700" },
    { key: "testsTaken", value: metrics?.totalTestsTaken, Icon: ClipboardCheck, tone: "text-violet-700" },
    { key: "enlisted", value: metrics?.recruitsEnlisted, Icon: Award, tone: "text-green-700" },
    { key: "dropped", value: metrics?.recruitsDropped, Icon: UserMinus, tone: "text-red-700" },
  ] as const;
  return (
    <section className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" aria-label={t("title")}>
      {cards.map(({ key, value, Icon, tone }) => (
        <Card key={key} className="last:col-span-2 sm:last:col-span-1">
          <CardContent className="flex items-center justify-between gap-2 p-4">
            <div>
              <p className="text-sm font-medium text-muted-foreground">{t(`metrics.${key}`)}</p>
              <p className="mt-1 text-2xl font-extrabold" data-testid={`metric-${key}`}>
                {value ?? "–"}
              </p>
            </div>
            <Icon className={`size-7 ${tone}`} aria-hidden="true" />
          </CardContent>
        </Card>
      ))}
    </section>
  );
}
