import { AlertTriangle, ArrowLeft, GraduationCap, PencilLine } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { StudyMaterialDto, StudyMaterialKind } from "@contracts/study-materials";
import { STUDY_MATERIAL_TYPES } from "@contracts/study-materials";
import { entitlementsOf } from "@domain/entitlements";
import { PromoBanner } from "@web/components/PromoBanner";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { Spinner } from "@web/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { useAuth } from "@web/lib/auth";
import { useSections } from "@web/lib/reference-data";
import { useStudyMaterials } from "./api";
import { MaterialCard } from "./MaterialCard";

type Tab = "all" | StudyMaterialKind;

export function StudyMaterialsPage() {
  const { t } = useTranslation("studyMaterials");
  const { user } = useAuth();
  const materials = useStudyMaterials();
  const sections = useSections();

  useEffect(() => {
    document.title = `${t("title")} — ASVAB Prep`;
  }, [t]);

  if (materials.isLoading || sections.isLoading) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner className="size-8 text-primary" />
      </div>
    );
  }

  if (materials.isError || sections.isError) {
    return (
      <main className="mx-auto flex max-w-xl flex-col items-start gap-4 px-4 py-16" role="alert">
        <AlertTriangle className="size-10 text-destructive" aria-hidden="true" />
        <h1 className="text-2xl font-bold">{t("errorTitle")}</h1>
        <p className="text-muted-foreground">{t("errorBody")}</p>
        <Button onClick={() => void materials.refetch()}>{t("retry")}</Button>
      </main>
    );
  }

  const list = materials.data ?? [];
  const sectionList = sections.data ?? [];
  // House promotions, as the rule book says for the plan (signed-out visitors see them too).
  const ads = user ? entitlementsOf(user.subscriptionTier).ads : true;
  const tabs: Tab[] = ["all", ...STUDY_MATERIAL_TYPES];

  return (
    <main className="mx-auto grid max-w-6xl gap-6 px-3 py-5 sm:px-4 sm:py-8">
      <Link
        to="/dashboard"
        className="inline-flex items-center gap-1.5 justify-self-start rounded-md text-sm font-semibold text-primary hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> {t("back")}
      </Link>
      <section className="rounded-2xl bg-gradient-to-r from-primary to-[#2f5a3c] p-6 text-primary-foreground sm:p-8">
        <h1 className="flex items-center gap-3 text-2xl font-extrabold sm:text-3xl">
          <GraduationCap className="size-8 text-accent" aria-hidden="true" /> {t("hero.title")}
        </h1>
        <p className="mt-2 max-w-2xl text-white/85">{t("hero.body")}</p>
      </section>
      {ads ? <PromoBanner /> : null}
      <Tabs defaultValue="all">
        <TabsList aria-label={t("tabs.label")} className="flex-wrap sm:flex-nowrap">
          {tabs.map((tab) => (
            <TabsTrigger key={tab} value={tab}>
              {t(`tabs.${tab}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map((tab) => {
          const shown = tab === "all" ? list : list.filter((m) => m.type === tab);
          return (
            <TabsContent key={tab} value={tab}>
              {shown.length === 0 ? (
                <EmptyState />
              ) : tab === "all" ? (
                <GroupedBySection materials={shown} sections={sectionList} />
              ) : (
                <Grid materials={shown} />
              )}
            </TabsContent>
          );
        })}
      </Tabs>
      <Card className="bg-green-50">
        <CardContent className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center">
          <PencilLine className="size-8 shrink-0 text-primary" aria-hidden="true" />
          <div className="flex-1">
            <h2 className="font-bold">{t("practiceAllTitle")}</h2>
            <p className="text-sm text-muted-foreground">{t("practiceAllBody")}</p>
          </div>
          <Button asChild>
            <Link to="/practice">{t("practiceAllCta")}</Link>
          </Button>
        </CardContent>
      </Card>
      {ads ? <PromoBanner variant="compact" /> : null}
    </main>
  );
}

function Grid({ materials }: { materials: readonly StudyMaterialDto[] }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {materials.map((m) => (
        <MaterialCard key={m.id} material={m} />
      ))}
    </div>
  );
}

/** The All tab: one group per section in official order; sections without materials are left out. */
function GroupedBySection({
  materials,
  sections,
}: {
  materials: readonly StudyMaterialDto[];
  sections: readonly { id: number; name: string }[];
}) {
  const { t } = useTranslation("studyMaterials");
  return (
    <div className="grid gap-8">
      {sections
        .map((s) => ({ section: s, items: materials.filter((m) => m.sectionId === s.id) }))
        .filter((g) => g.items.length > 0)
        .map(({ section, items }) => (
          <section key={section.id} aria-labelledby={`section-${section.id}`} className="grid gap-3" data-testid="material-group">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id={`section-${section.id}`} className="text-xl font-bold">
                {section.name}
              </h2>
              <span className="text-sm text-muted-foreground">{t("sectionCount", { count: items.length })}</span>
            </div>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {items.map((m) => (
                <MaterialCard key={m.id} material={m} />
              ))}
              <Card className="flex flex-col justify-between border-dashed bg-muted/50">
                <CardContent className="grid gap-2 p-5">
                  <h3 className="font-bold">{t("practiceTitle", { section: section.name })}</h3>
                  <p className="text-sm text-muted-foreground">{t("practiceBody")}</p>
                  <Button asChild size="sm" className="justify-self-start">
                    <Link to={`/practice/${section.id}`}>{t("practiceCta")}</Link>
                  </Button>
                </CardContent>
              </Card>
            </div>
          </section>
        ))}
    </div>
  );
}

function EmptyState() {
  const { t } = useTranslation("studyMaterials");
  return (
    <div className="rounded-xl border border-dashed border-border p-10 text-center">
      <h2 className="text-lg font-bold">{t("emptyTitle")}</h2>
      <p className="mt-2 text-sm text-muted-foreground">{t("emptyBody")}</p>
    </div>
  );
}
