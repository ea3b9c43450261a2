import { BookOpen } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CHEAT_SHEET_POLL_LIMIT_MS, type CheatSheetDto } from "@contracts/cheat-sheets";
import { allows, entitlementsOf } from "@domain/entitlements";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { Spinner } from "@web/components/ui/spinner";
import { toast } from "@web/components/ui/use-toast";
import { browserTimeZone } from "@web/lib/analytics";
import { ApiError } from "@web/lib/api";
import { useAuth } from "@web/lib/auth";
import { downloadWhenReady } from "@web/lib/download";
import { useMessageText } from "@web/lib/messages";
import { useCheatSheets, useCheatSheetsOverview, useDownloadCheatSheet, useGenerateCheatSheet } from "./api";
import { PremiumCard } from "./PremiumCard";
import { PreviousSheets } from "./PreviousSheets";
import { ThisWeekCard } from "./ThisWeekCard";

/**
 * /cheat-sheets (learning spec §2, §4 "Cheat sheet"; issue 14): this week's sheet, built in the background from the
 * learner's weakest topics; the list is polled every 2 s while it is generating, for at most 30 s, then the error
 * state offers Retry Generation. Earlier sheets below; the premium card and the preview overlay on the free plan.
 */
export function CheatSheetsPage() {
  const { t } = useTranslation("cheatSheets");
  const message = useMessageText();
  const { user } = useAuth();
  const paid = entitlementsOf(user?.subscriptionTier ?? "free").paid;

  // The sheet the client gave up waiting for (30 s); it shows the error state until the learner retries.
  const [timedOutId, setTimedOutId] = useState<number | null>(null);
  const overview = useCheatSheetsOverview();
  const week = overview.data;
  const thisWeekOf = (list: readonly CheatSheetDto[]) => (week ? list.find((s) => s.weekStartDate === week.weekStartDate) : undefined);
  const waitingOn = (list: readonly CheatSheetDto[]) => {
    const sheet = thisWeekOf(list);
    return sheet?.status === "generating" && sheet.id !== timedOutId ? sheet.id : null;
  };
  const sheets = useCheatSheets((list) => waitingOn(list) !== null);
  const generate = useGenerateCheatSheet();
  const download = useDownloadCheatSheet();
  const [downloadingId, setDownloadingId] = useState<number | null>(null);

  const list = sheets.data ?? [];
  const thisWeek = thisWeekOf(list);
  const previous = list.filter((s) => s.id !== thisWeek?.id);
  const generatingId = waitingOn(list);

  useEffect(() => {
    document.title = `${t("title")} — ASVAB Prep`;
  }, [t]);

  // The 30-second cap, from when this page first saw the sheet generating: past it the client stops asking.
  const firstSeen = useRef(new Map<number, number>());
  useEffect(() => {
    if (generatingId === null) return;
    const since = firstSeen.current.get(generatingId) ?? Date.now();
    firstSeen.current.set(generatingId, since);
    const timer = setTimeout(
      () => {
        setTimedOutId(generatingId);
        toast({ title: t("toast.generationFailed"), description: t("toast.errorStatus"), variant: "destructive" });
      },
      Math.max(0, since + CHEAT_SHEET_POLL_LIMIT_MS - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [generatingId, t]);

  // Generating → ready or error, seen while watching: say so.
  const lastStatus = useRef(new Map<number, CheatSheetDto["status"]>());
  const thisWeekId = thisWeek?.id;
  const thisWeekStatus = thisWeek?.status;
  useEffect(() => {
    if (thisWeekId === undefined || thisWeekStatus === undefined) return;
    const before = lastStatus.current.get(thisWeekId);
    lastStatus.current.set(thisWeekId, thisWeekStatus);
    if (before !== "generating" || thisWeekStatus === "generating") return;
    if (thisWeekStatus === "ready") toast({ title: t("toast.ready"), description: t("toast.readyBody"), variant: "success" });
    else toast({ title: t("toast.generationFailed"), description: t("toast.errorStatus"), variant: "destructive" });
  }, [thisWeekId, thisWeekStatus, t]);

  const onGenerate = () =>
    generate.mutate(
      { query: { tz: browserTimeZone() } },
      {
        onSuccess: ({ id, status }) => {
          setTimedOutId(null);
          // The server said "generating": a sheet made before the next read still counts as seen generating.
          lastStatus.current.set(id, status);
          toast({ title: t("toast.generated"), description: t("toast.generatedBody"), variant: "success" });
        },
        onError: (err) => {
          const detail = err instanceof ApiError ? message(err.serverMessage) : undefined;
          toast({ title: t("toast.generationFailed"), description: detail ?? t("toast.generateFailed"), variant: "destructive" });
          void overview.refetch();
        },
      },
    );

  const onDownload = (sheet: CheatSheetDto) => {
    setDownloadingId(sheet.id);
    download.mutate(
      { params: { id: sheet.id } },
      {
        onSuccess: async ({ downloadUrl }) => {
          try {
            await downloadWhenReady(downloadUrl);
            toast({ title: t("toast.downloadStarted"), description: t("toast.downloadStartedBody"), variant: "success" });
          } catch (err) {
            const detail = err instanceof ApiError ? message(err.serverMessage) : undefined;
            toast({ title: t("toast.downloadFailed"), description: detail ?? t("toast.downloadFailedBody"), variant: "destructive" });
          } finally {
            setDownloadingId(null);
          }
        },
        onError: (err) => {
          setDownloadingId(null);
          const detail = err instanceof ApiError ? message(err.serverMessage) : undefined;
          toast({ title: t("toast.downloadFailed"), description: detail ?? t("toast.downloadFailedBody"), variant: "destructive" });
        },
      },
    );
  };

  let main;
  if (overview.isLoading || sheets.isLoading) {
    main = (
      <div className="flex items-center gap-3 py-10" role="status">
        <Spinner className="size-5" />
        {t("loading")}
      </div>
    );
  } else if (!week || overview.isError || sheets.isError) {
    main = (
      <Card>
        <CardContent className="grid gap-3 p-6" role="alert">
          <p>{t("loadError")}</p>
          <div>
            <Button variant="outline" onClick={() => void Promise.all([overview.refetch(), sheets.refetch()])}>
              {t("retryLoad")}
            </Button>
          </div>
        </CardContent>
      </Card>
    );
  } else if (!week.hasStudyData && list.length === 0) {
    main = (
      <Card data-testid="no-study-data">
        <CardContent className="grid justify-items-center gap-3 p-8 text-center">
          <BookOpen className="size-10 text-muted-foreground" aria-hidden="true" />
          <h2 className="text-xl font-bold">{t("empty.title")}</h2>
          <p className="max-w-md text-muted-foreground">{t("empty.body")}</p>
          <Button asChild>
            <Link to="/practice">{t("empty.cta")}</Link>
          </Button>
        </CardContent>
      </Card>
    );
  } else {
    main = (
      <div className="grid gap-8">
        <ThisWeekCard
          overview={week}
          sheet={thisWeek}
          failed={thisWeek !== undefined && timedOutId === thisWeek.id && thisWeek.status === "generating"}
          canGenerate={week.hasStudyData && allows(week.sheetsPerWeek, week.sheetsThisWeek)}
          generating={generate.isPending}
          downloading={downloadingId !== null && downloadingId === thisWeek?.id}
          preview={week.watermarked}
          onGenerate={onGenerate}
          onDownload={onDownload}
        />
        <PreviousSheets sheets={previous} downloadingId={downloadingId} onDownload={onDownload} />
      </div>
    );
  }

  return (
    <main className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 sm:py-8">
      <header className="grid gap-2">
        <h1 className="text-2xl font-extrabold sm:text-3xl">{t("title")}</h1>
        <p className="text-muted-foreground">{t("subtitle")}</p>
      </header>
      <div className={`grid grid-cols-[minmax(0,1fr)] items-start gap-6 ${paid ? "" : "lg:grid-cols-[minmax(0,1fr)_20rem]"}`}>
        {main}
        {!paid && <PremiumCard />}
      </div>
    </main>
  );
}
