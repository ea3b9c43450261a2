import { Bell, Play, Rocket, Trophy, Volume2, VolumeX } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { cn } from "@web/lib/cn";
import type { QuestAudioControls } from "./useQuestAudio";

/** Learning spec §4: a test sound locks its button for 3 seconds. */
export const TEST_LOCK_MS = 3000;

function Status({ audio }: { audio: QuestAudioControls }) {
  const { t } = useTranslation("quest");
  return (
    <div className="grid gap-1" data-testid="audio-status">
      <p className="flex items-center gap-2 text-sm">
        <span className="font-semibold">{t("audio.status")}:</span>
        <Badge variant={audio.available ? "success" : "danger"}>{audio.available ? t("audio.ready") : t("audio.unavailable")}</Badge>
      </p>
      {audio.available ? null : <p className="text-xs text-muted-foreground">{t("audio.unavailableNote")}</p>}
    </div>
  );
}

/** The audio settings panel: sound on or off, volume 0–100, a test sound, and whether the browser lets audio play. */
export function AudioSettings({ audio, id }: { audio: QuestAudioControls; id: string }) {
  const { t } = useTranslation("quest");
  const volumeId = useId();
  const [testing, setTesting] = useState(false);
  useEffect(() => {
    if (!testing) return;
    const timer = window.setTimeout(() => setTesting(false), TEST_LOCK_MS);
    return () => window.clearTimeout(timer);
  }, [testing]);
  const { enabled, volume } = audio.settings;
  return (
    <Card id={id} data-testid="audio-settings">
      <CardHeader>
        <CardTitle>{t("audio.panelTitle")}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-[auto_1fr_auto] sm:items-center">
        <div className="flex items-center gap-3">
          <button
            type="button"
            role="switch"
            aria-checked={enabled}
            aria-label={t("audio.enabled")}
            onClick={() => audio.update({ enabled: !enabled, volume })}
            className={cn(
              "relative h-7 w-12 shrink-0 rounded-full transition-colors focus-visible:outline-2",
              enabled ? "bg-primary" : "bg-muted-foreground/40",
            )}
          >
            <span
              className={cn("absolute left-1 top-1 size-5 rounded-full bg-white shadow transition-transform", enabled && "translate-x-5")}
            />
          </button>
          <span className="text-sm font-semibold">
            {t("audio.enabled")}: {enabled ? t("audio.on") : t("audio.off")}
          </span>
        </div>
        <div className="flex items-center gap-3">
          <label htmlFor={volumeId} className="inline-flex items-center gap-1.5 text-sm font-semibold">
            {volume === 0 || !enabled ? (
              <VolumeX className="size-4" aria-hidden="true" />
            ) : (
              <Volume2 className="size-4" aria-hidden="true" />
            )}
            {t("audio.volume")}
          </label>
          <input
            id={volumeId}
            type="range"
            min={0}
            max={100}
            step={1}
            value={volume}
            disabled={!enabled}
            onChange={(e) => audio.update({ enabled, volume: Number(e.target.value) })}
            className="w-full min-w-0 accent-primary disabled:opacity-50"
            aria-valuetext={t("audio.volumeValue", { volume })}
          />
          <span className="w-11 text-right text-sm tabular-nums" data-testid="audio-volume">
            {t("audio.volumeValue", { volume })}
          </span>
        </div>
        <Button
          variant="outline"
          disabled={!enabled || testing}
          onClick={() => {
            setTesting(true);
            void audio.play("test");
          }}
        >
          <Play aria-hidden="true" /> {testing ? t("audio.testing") : t("audio.test")}
        </Button>
        <div className="sm:col-span-3">
          <Status audio={audio} />
        </div>
      </CardContent>
    </Card>
  );
}

/** The audio demo panel: each of the quest's sounds, made by the browser. */
export function AudioDemo({ audio }: { audio: QuestAudioControls }) {
  const { t } = useTranslation("quest");
  const sounds = [
    { sound: "tick", label: t("audio.demo.countdown"), Icon: Bell },
    { sound: "start", label: t("audio.demo.start"), Icon: Rocket },
    { sound: "success", label: t("audio.demo.success"), Icon: Trophy },
  ] as const;
  return (
    <Card data-testid="audio-demo">
      <CardHeader>
        <CardTitle>{t("audio.demoTitle")}</CardTitle>
        <CardDescription>{audio.settings.enabled ? t("audio.demoBody") : t("audio.disabledNote")}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        {sounds.map(({ sound, label, Icon }) => (
          <Button key={sound} variant="outline" size="sm" disabled={!audio.settings.enabled} onClick={() => void audio.play(sound)}>
            <Icon aria-hidden="true" /> {label}
          </Button>
        ))}
      </CardContent>
    </Card>
  );
}
