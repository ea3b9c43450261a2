import { useTranslation } from "react-i18next";
import type { FullTestResults } from "@contracts/full-test";
import { ARMY_COMPOSITES, MARINE_COMPOSITES, NAVY_COMPOSITES } from "@domain/asvab/composites";
import { MAGE_COMPOSITES } from "@domain/asvab/mage-tables";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";

const SERVICES = ["army", "marines", "air_force", "navy"] as const;
/** Stored results come back with keys in the database's order; show them in each service's own order. */
const ORDER: Record<(typeof SERVICES)[number], readonly string[]> = {
  army: ARMY_COMPOSITES,
  marines: MARINE_COMPOSITES,
  air_force: MAGE_COMPOSITES,
  navy: NAVY_COMPOSITES,
};

/** Each service's line scores on its own scale (Army/Marines 100 ± 20, Air Force percentiles, Navy sums). */
export function CompositesCard({ results }: { results: FullTestResults }) {
  const { t } = useTranslation("fullTest");
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("compositesTitle")}</CardTitle>
      </CardHeader>
      <CardContent>
        <Tabs defaultValue="army">
          <TabsList className="flex-wrap">
            {SERVICES.map((s) => (
              <TabsTrigger key={s} value={s}>
                {t(`service.${s}`)}
              </TabsTrigger>
            ))}
          </TabsList>
          {SERVICES.map((s) => (
            <TabsContent key={s} value={s}>
              <p className="mb-3 text-sm text-muted-foreground">{t(`scale.${s}`)}</p>
              <dl className="grid grid-cols-2 gap-2 sm:grid-cols-5" data-testid={`composites-${s}`}>
                {ORDER[s]
                  .filter((name) => results.composites[s][name] !== undefined)
                  .map((name) => [name, results.composites[s][name]] as const)
                  .map(([name, value]) => (
                    <div key={name} className="rounded-md border border-border px-3 py-2">
                      <dt className="text-xs font-semibold text-muted-foreground">{t(`composite.${s}.${name}`, { defaultValue: name })}</dt>
                      <dd className="text-lg font-bold">{value}</dd>
                    </div>
                  ))}
              </dl>
            </TabsContent>
          ))}
        </Tabs>
      </CardContent>
    </Card>
  );
}
