import { Map as MapIcon } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Spinner } from "@web/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { usePathfinderPrefill } from "./api";
import { Browse } from "./Browse";
import { ScoreSearch } from "./ScoreSearch";

/**
 * /mos-pathfinder (recruiter/content spec §2.5, 'MOS Pathfinder Dashboard'): the score-based search, filled from the
 * learner's latest full test, and browsing every position by branch and category.
 */
export function MosPathfinderPage() {
  const { t } = useTranslation("careers");
  const prefill = usePathfinderPrefill();

  useEffect(() => {
    document.title = `${t("title")} — ASVAB Prep`;
  }, [t]);

  return (
    <main className="mx-auto grid max-w-6xl gap-6 px-4 py-6 sm:py-8">
      <header>
        <h1 className="flex items-center gap-3 text-2xl font-extrabold sm:text-3xl">
          <MapIcon className="size-7 text-primary" aria-hidden="true" /> {t("title")}
        </h1>
        <p className="mt-1 text-muted-foreground">{t("subtitle")}</p>
      </header>
      <Tabs defaultValue="score">
        <TabsList>
          <TabsTrigger value="score">{t("tabs.score")}</TabsTrigger>
          <TabsTrigger value="browse">{t("tabs.browse")}</TabsTrigger>
        </TabsList>
        {/* Both panels stay mounted, so switching tabs keeps a search and its results. */}
        <TabsContent value="score" forceMount className="data-[state=inactive]:hidden">
          {prefill.isLoading ? (
            <div className="flex min-h-[30vh] items-center justify-center">
              <Spinner className="size-8 text-primary" label={t("loading")} />
            </div>
          ) : (
            // A failed prefill read only means an empty form: the search works without it.
            <ScoreSearch prefill={prefill.data?.fullTest ?? null} />
          )}
        </TabsContent>
        <TabsContent value="browse" forceMount className="data-[state=inactive]:hidden">
          <Browse />
        </TabsContent>
      </Tabs>
    </main>
  );
}
