import { Calculator, Camera, Gauge, Languages, ListChecks, Medal, type LucideIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card } from "@web/components/ui/card";
import { Container } from "./BrandMark";

const FEATURES: readonly { key: "adaptive" | "sections" | "photo" | "languages" | "quest" | "pay"; icon: LucideIcon }[] = [
  { key: "adaptive", icon: Gauge },
  { key: "sections", icon: ListChecks },
  { key: "photo", icon: Camera },
  { key: "languages", icon: Languages },
  { key: "quest", icon: Medal },
  { key: "pay", icon: Calculator },
];

export function LandingFeatures() {
  const { t } = useTranslation("landing");
  return (
    <section aria-labelledby="features-heading" className="py-16 sm:py-24">
      <Container>
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="features-heading" className="text-balance text-3xl font-extrabold tracking-tight text-primary sm:text-4xl">
            {t("features.title")}
          </h2>
          <p className="mt-4 text-pretty text-base leading-relaxed text-muted-foreground sm:text-lg">{t("features.subtitle")}</p>
        </div>
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6">
          {FEATURES.map(({ key, icon: Icon }) => (
            <li key={key}>
              <Card className="group h-full p-6 transition-shadow hover:shadow-md">
                <span className="grid size-12 place-items-center rounded-xl bg-primary text-accent shadow-sm">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <h3 className="mt-5 text-lg font-bold text-foreground">{t(`features.${key}.title`)}</h3>
                <p className="mt-2 leading-relaxed text-muted-foreground">{t(`features.${key}.body`)}</p>
              </Card>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
