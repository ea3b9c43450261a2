import { TrendingUp } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { PathfinderResponse, ScoreRaiseDto } from "@contracts/careers";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";

/** Beyond the spec: the positions a few points away, with which score (or subtest) to raise and by how much. */
export function NearMisses({ misses }: { misses: PathfinderResponse["nearMisses"] }) {
  const { t } = useTranslation("careers");
  if (misses.length === 0) return null;
  return (
    <Card data-testid="near-misses">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <TrendingUp className="size-5 text-primary" aria-hidden="true" /> {t("nearMiss.title")}
        </CardTitle>
        <p className="text-sm text-muted-foreground">{t("nearMiss.explain")}</p>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2 sm:grid-cols-2">
          {misses.map((m) => (
            <li key={m.position.id} className="rounded-md border border-border px-3 py-2 text-sm">
              <p className="font-semibold">
                <span className="font-mono text-primary">{m.position.mosCode}</span> · {m.position.title}{" "}
                <span className="font-normal text-muted-foreground">({t(`branch.${m.position.branch}`)})</span>
              </p>
              <ul className="mt-1 grid gap-0.5">
                {m.raises.map((r) => (
                  <li key={r.code} className="text-amber-900">
                    {raiseText(t, r)}
                  </li>
                ))}
              </ul>
              {m.otherTestsRequired.length > 0 ? (
                <p className="mt-1 text-xs text-muted-foreground">{t("alsoNeeds", { tests: m.otherTestsRequired.join(", ") })}</p>
              ) : null}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function raiseText(t: (key: string, options?: Record<string, unknown>) => string, r: ScoreRaiseDto): string {
  if (r.subtest) {
    return t("nearMiss.raiseSubtest", {
      subtest: r.subtest.code,
      count: r.subtest.raiseBy,
      code: r.code,
      current: r.current,
      required: r.required,
    });
  }
  return t("nearMiss.raise", { code: r.code, count: r.raiseBy, current: r.current, required: r.required });
}
