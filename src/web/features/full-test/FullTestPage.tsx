import { useQueryClient } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import type { FullTestDto } from "@contracts/full-test";
import { Spinner } from "@web/components/ui/spinner";
import { toast } from "@web/components/ui/use-toast";
import { ApiError } from "@web/lib/api";
import { useAppConfig } from "@web/lib/app-config";
import { useMessageText } from "@web/lib/messages";
import { FULL_TESTS_KEY, refreshAfterFullTest, startFullTest, storeFullTest, useFullTest, useFullTestList } from "./api";
import { BreakView } from "./BreakView";
import { IntroView } from "./IntroView";
import { ResultsView } from "./ResultsView";
import { SubtestView } from "./SubtestView";

/** /full-test: the learner's current simulated ASVAB (or the start screen); /full-test/:id: one test, e.g. past results. */
export function FullTestPage() {
  const { t } = useTranslation("fullTest");
  const { id } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { testHooks } = useAppConfig();
  const messageText = useMessageText();
  const list = useFullTestList();
  const [starting, setStarting] = useState(false);
  const currentId = id ?? list.data?.current?.id ?? null;
  const test = useFullTest(currentId);
  const finishedId = !id && test.data?.status === "completed" ? test.data.id : null;

  // A test that has just finished moves to its own address, so it stays on screen once it is no longer "current";
  // everything derived from answers is refreshed then.
  useEffect(() => {
    if (!finishedId) return;
    void navigate(`/full-test/${finishedId}`, { replace: true });
    refreshAfterFullTest(queryClient);
  }, [finishedId, navigate, queryClient]);

  async function start(restart: boolean) {
    setStarting(true);
    try {
      // End-to-end runs shorten every clock with ?timeScale= (the server honours it only in test-hook mode).
      const scale = testHooks ? Number(search.get("timeScale")) : NaN;
      const created = await startFullTest({ restart, ...(scale > 0 && scale <= 1 ? { timeScale: scale } : {}) });
      await storeFullTest(queryClient, created);
      await queryClient.invalidateQueries({ queryKey: [FULL_TESTS_KEY] });
      if (id) void navigate("/full-test");
    } catch (error) {
      const e = error instanceof ApiError ? error : null;
      const hint = (e?.body as { hint?: string } | null)?.hint;
      toast({
        title: t("startFailed"),
        description: [messageText(e?.serverMessage), messageText(hint)].filter(Boolean).join(" ") || undefined,
        variant: "destructive",
      });
    } finally {
      setStarting(false);
    }
  }

  const loading = list.isLoading || (currentId !== null && test.isLoading);
  const data: FullTestDto | null | undefined = currentId ? test.data : null;
  const failed = list.isError || (currentId !== null && test.isError);
  // An id the server does not know (or that is not an id at all) is "not found", not a connection problem.
  const notFound = id !== undefined && test.error instanceof ApiError && (test.error.status === 404 || test.error.status === 400);
  return (
    <main className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-6 sm:py-8">
      <Link to="/dashboard" className="inline-flex w-fit items-center gap-1.5 text-sm font-semibold text-primary hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" /> {t("backToDashboard")}
      </Link>
      {notFound ? (
        <div role="alert" className="grid gap-2 rounded-lg border border-border bg-card p-5" data-testid="full-test-not-found">
          <h1 className="text-xl font-bold">{t("notFoundTitle")}</h1>
          <p className="text-muted-foreground">{t("notFoundBody")}</p>
          <Link to="/full-test" className="text-sm font-semibold text-primary underline">
            {t("notFoundCta")}
          </Link>
        </div>
      ) : failed ? (
        <p role="alert" className="rounded-lg border border-destructive/40 bg-red-50 p-4 text-red-900">
          {t("loadFailed")}
        </p>
      ) : loading ? (
        <div className="grid place-items-center py-16">
          <Spinner label={t("loading")} />
        </div>
      ) : !data ? (
        <IntroView history={list.data?.tests ?? []} onStart={() => void start(false)} starting={starting} />
      ) : data.status === "completed" ? (
        <ResultsView test={data} onStartAnother={() => void start(false)} starting={starting} />
      ) : data.status === "abandoned" ? (
        <IntroView history={list.data?.tests ?? []} onStart={() => void start(false)} starting={starting} abandoned />
      ) : data.active ? (
        <SubtestView test={data} />
      ) : (
        <BreakView test={data} onRestart={() => void start(true)} />
      )}
    </main>
  );
}
