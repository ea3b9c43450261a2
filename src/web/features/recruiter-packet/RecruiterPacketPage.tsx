import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { RecruiterPacketDto } from "@contracts/recruiter-packet";
import { toast } from "@web/components/ui/use-toast";
import { ApiError } from "@web/lib/api";
import { downloadWhenReady } from "@web/lib/download";
import { useMessageText } from "@web/lib/messages";
import {
  browserTimeZone,
  packetDownloadUrl,
  useFitnessRecords,
  useGeneratePacket,
  useCheatSheets,
  usePacketAnalytics,
  useRecruiterPackets,
  useSharePacket,
  useStudyLog,
} from "./api";
import { ContentsCard } from "./ContentsCard";
import { GenerateCard } from "./GenerateCard";
import { usePacketGeneration } from "./generation";
import { HowToCard } from "./HowToCard";
import { PreviousPackets } from "./PreviousPackets";
import { SummaryTiles } from "./SummaryTiles";

/**
 * /recruiter-packet (learning spec §2; issue 14): three summary tiles, the package contents, the generate button with
 * the server's progress, previous packets with 'Share with my recruiter', and how to use the packet.
 */
export function RecruiterPacketPage() {
  const { t, i18n } = useTranslation("recruiterPacket");
  const message = useMessageText();
  const analytics = usePacketAnalytics();
  const fitness = useFitnessRecords();
  const studyLog = useStudyLog();
  const cheatSheets = useCheatSheets();
  const packets = useRecruiterPackets();
  const generate = useGeneratePacket();
  const share = useSharePacket();
  const [busyId, setBusyId] = useState<number | null>(null);

  useEffect(() => {
    document.title = `${t("title")} — ASVAB Prep`;
  }, [t]);

  const serverText = (err: unknown) => (err instanceof ApiError ? message(err.serverMessage) : undefined);
  const downloadFailed = (err: unknown) =>
    toast({ title: t("toast.downloadFailed"), description: serverText(err) ?? t("toast.downloadFailedBody"), variant: "destructive" });

  const { state, follow } = usePacketGeneration({
    onReady: () => toast({ title: t("toast.generated"), description: t("toast.generatedBody"), variant: "success" }),
    onDownloaded: () => toast({ title: t("toast.downloadStarted"), variant: "success" }),
    onFailed: () => toast({ title: t("toast.generationFailed"), description: t("toast.generationFailedBody"), variant: "destructive" }),
    onDownloadFailed: downloadFailed,
  });

  const onGenerate = () =>
    generate.mutate(
      { body: { language: i18n.language.startsWith("es") ? "es" : "en", tz: browserTimeZone() } },
      {
        onSuccess: ({ id, jobId }) => void follow(id, jobId),
        onError: (err) =>
          toast({
            title: t("toast.generationFailed"),
            description: serverText(err) ?? t("toast.generationFailedBody"),
            variant: "destructive",
          }),
      },
    );

  const onDownload = async (p: RecruiterPacketDto) => {
    setBusyId(p.id);
    try {
      await downloadWhenReady(await packetDownloadUrl(p.id));
      toast({ title: t("toast.downloadStarted"), variant: "success" });
    } catch (err) {
      downloadFailed(err);
    } finally {
      setBusyId(null);
      void packets.refetch();
    }
  };

  const onShare = (p: RecruiterPacketDto, shared: boolean) => {
    setBusyId(p.id);
    share.mutate(
      { params: { id: p.id }, body: { sharedWithRecruiter: shared } },
      {
        onSuccess: () => toast({ title: shared ? t("toast.shared") : t("toast.unshared"), variant: "success" }),
        onError: (err) => toast({ title: t("toast.shareFailed"), description: serverText(err), variant: "destructive" }),
        onSettled: () => setBusyId(null),
      },
    );
  };

  const a = analytics.data;
  const records = fitness.data;
  const latestFitness =
    records && records.length > 0
      ? (records
          .map((r) => r.recordedAt)
          .sort()
          .at(-1) ?? null)
      : null;
  const completedTests = a?.summary.completedSessions ?? 0;

  return (
    <main className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 sm:py-8">
      <header className="grid gap-2">
        <h1 className="text-2xl font-extrabold sm:text-3xl">{t("title")}</h1>
        <p className="text-muted-foreground">{t("subtitle")}</p>
      </header>
      <SummaryTiles
        afqt={a ? { score: a.afqt.score, source: a.afqt.source } : null}
        completedTests={completedTests}
        fitnessRecords={records ? records.length : null}
        latestFitness={latestFitness}
        studyMinutes={studyLog.data ? studyLog.data.totalMinutes : null}
      />
      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <GenerateCard eligible={a ? completedTests > 0 : null} state={state} starting={generate.isPending} onGenerate={onGenerate} />
        <ContentsCard
          hasFitness={records ? records.length > 0 : null}
          hasCheatSheet={cheatSheets.data ? cheatSheets.data.some((c) => c.status === "ready") : null}
        />
      </div>
      <PreviousPackets packets={packets.data ?? []} onDownload={(p) => void onDownload(p)} onShare={onShare} busyId={busyId} />
      <HowToCard />
    </main>
  );
}
