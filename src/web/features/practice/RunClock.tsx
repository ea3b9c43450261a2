import { Timer } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "@web/lib/cn";
import { mmss, useCountdown } from "./useCountdown";

interface RunClockProps {
  /** The clock per question. */
  seconds: number;
  /** Which question is on screen: a new one starts a full clock. */
  questionKey: unknown;
  running: boolean;
  onExpire: () => void;
  /** Where the first question's clock starts (a test restored after a reload). */
  firstLeft: number;
  /** Each second left, for the test's saved copy. */
  onTick: (left: number) => void;
}

/**
 * The question's countdown, a component of its own: the seconds change here only, so the test around it (its dots,
 * question and buttons) is not drawn again every second.
 */
export function RunClock({ seconds, questionKey, running, onExpire, firstLeft, onTick }: RunClockProps) {
  const { t } = useTranslation("practice");
  const left = useCountdown(seconds, questionKey, running, onExpire, firstLeft);
  useEffect(() => onTick(left), [left, questionKey, onTick]);
  return (
    <span
      className={cn("inline-flex items-center gap-1.5 font-mono font-bold", left <= 60 ? "text-destructive" : "text-foreground")}
      role="timer"
      aria-label={t("timeLeft", { time: mmss(left) })}
      data-testid="timer"
    >
      <Timer className="size-4" aria-hidden="true" /> {mmss(left)}
    </span>
  );
}
