import { Download, Send, Undo2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { RecruiterPacketDto } from "@contracts/recruiter-packet";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";

/** Learning spec §2: the grid of previous packets, each with its contents, downloads and 'Share with my recruiter'. */
export function PreviousPackets({
  packets,
  onDownload,
  onShare,
  busyId,
}: {
  packets: readonly RecruiterPacketDto[];
  onDownload: (p: RecruiterPacketDto) => void;
  onShare: (p: RecruiterPacketDto, shared: boolean) => void;
  busyId: number | null;
}) {
  const { t, i18n } = useTranslation("recruiterPacket");
  const when = (iso: string) => new Date(iso).toLocaleString(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  return (
    <section className="grid gap-3" aria-labelledby="previous-packets">
      <h2 id="previous-packets" className="text-xl font-bold">
        {t("previous.title")}
      </h2>
      {packets.length === 0 ? (
        <p className="text-sm text-muted-foreground" data-testid="packets-empty">
          {t("previous.empty")}
        </p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {packets.map((p) => (
            <Card key={p.id} data-testid="packet-card">
              <CardHeader className="pb-2">
                <CardTitle className="flex flex-wrap items-center justify-between gap-2 text-base">
                  {when(p.generatedAt ?? p.createdAt)}
                  <Badge variant={p.status === "ready" ? "success" : p.status === "error" ? "danger" : "muted"}>
                    {t(`previous.status.${p.status}`)}
                  </Badge>
                </CardTitle>
              </CardHeader>
              <CardContent className="grid gap-3">
                <div className="flex flex-wrap gap-1.5">
                  <Badge variant="outline">{t("previous.includes.summary")}</Badge>
                  {p.includesFitness ? <Badge variant="outline">{t("previous.includes.fitness")}</Badge> : null}
                  {p.includesStudyLog ? <Badge variant="outline">{t("previous.includes.studyLog")}</Badge> : null}
                  {p.includesCheatSheet ? <Badge variant="outline">{t("previous.includes.cheatSheet")}</Badge> : null}
                </div>
                <p className="text-sm text-muted-foreground" data-testid="packet-downloads">
                  {t("previous.downloads", { count: p.downloadCount })}
                  {p.sharedWithRecruiter ? ` · ${t("previous.shared")}` : ""}
                </p>
                {p.status === "ready" ? (
                  <div className="flex flex-wrap gap-2">
                    <Button size="sm" variant="outline" onClick={() => onDownload(p)} disabled={busyId === p.id}>
                      <Download aria-hidden="true" /> {t("previous.download")}
                    </Button>
                    <Button
                      size="sm"
                      variant={p.sharedWithRecruiter ? "ghost" : "default"}
                      onClick={() => onShare(p, !p.sharedWithRecruiter)}
                      disabled={busyId === p.id}
                      data-testid="share-packet"
                      aria-pressed={p.sharedWithRecruiter}
                    >
                      {p.sharedWithRecruiter ? <Undo2 aria-hidden="true" /> : <Send aria-hidden="true" />}
                      {p.sharedWithRecruiter ? t("previous.unshare") : t("previous.share")}
                    </Button>
                  </div>
                ) : p.status === "generating" ? (
                  <p className="text-sm">{t("previous.generating", { progress: p.progress })}</p>
                ) : null}
              </CardContent>
            </Card>
          ))}
        </div>
      )}
    </section>
  );
}
