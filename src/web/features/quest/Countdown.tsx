import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { QuestSound } from "./sounds";

/** Learning spec §4: a 3-second countdown, then the start sound, then the practice screen 1.5 s later. */
export const COUNTDOWN_SECONDS = 3;
export const LAUNCH_DELAY_MS = 1500;

interface CountdownProps {
  missionId: number;
  sectionName: string;
  play: (sound: QuestSound) => unknown;
  onLaunch: () => void;
}

export function Countdown({ missionId, sectionName, play, onLaunch }: CountdownProps) {
  const { t } = useTranslation("quest");
  const [left, setLeft] = useState(COUNTDOWN_SECONDS);
  // The callbacks change on every render of the page; the timers must not restart with them.
  const latest = useRef({ play, onLaunch });
  useEffect(() => {
    latest.current = { play, onLaunch };
  });

  useEffect(() => {
    if (left > 0) {
      void latest.current.play("tick");
      const timer = window.setTimeout(() => setLeft((n) => n - 1), 1000);
      return () => window.clearTimeout(timer);
    }
    void latest.current.play("start");
    const timer = window.setTimeout(() => latest.current.onLaunch(), LAUNCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [left]);

  return (
    <div
      className="fixed inset-0 z-50 grid place-items-center bg-primary p-6 text-center text-primary-foreground"
      role="status"
      aria-live="assertive"
      data-testid="countdown"
    >
      <div className="grid gap-4">
        <p className="text-lg font-semibold uppercase tracking-widest">
          {left > 0 ? t("countdown.label", { n: missionId }) : t("missionNumber", { n: missionId })}
        </p>
        <p
          className={left > 0 ? "text-8xl font-black tabular-nums sm:text-9xl" : "text-4xl font-black sm:text-7xl"}
          data-testid="countdown-value"
        >
          {left > 0 ? left : t("countdown.go")}
        </p>
        {left === 0 ? <p className="text-lg">{t("countdown.deploying", { section: sectionName })}</p> : null}
      </div>
    </div>
  );
}
