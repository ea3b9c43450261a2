import { Award, Compass, GraduationCap } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card, CardContent } from "@web/components/ui/card";

const BLURBS = [
  { key: "guidance", icon: Compass },
  { key: "careers", icon: Award },
  { key: "benefits", icon: GraduationCap },
] as const;

/** §2.2: shown while no location is typed. */
export function WhyConnect() {
  const { t } = useTranslation("recruiters");
  return (
    <section aria-labelledby="why-connect" className="grid gap-4">
      <h2 id="why-connect" className="text-2xl font-bold">
        {t("why.title")}
      </h2>
      <div className="grid gap-4 md:grid-cols-3">
        {BLURBS.map(({ key, icon: Icon }) => (
          <Card key={key}>
            <CardContent className="grid gap-2 p-5">
              <Icon className="size-7 text-primary" aria-hidden="true" />
              <h3 className="text-lg font-semibold">{t(`why.${key}.title`)}</h3>
              <p className="text-sm text-muted-foreground">{t(`why.${key}.body`)}</p>
            </CardContent>
          </Card>
        ))}
      </div>
    </section>
  );
}
