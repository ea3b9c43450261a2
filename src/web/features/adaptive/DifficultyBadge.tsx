import { useTranslation } from "react-i18next";
import type { DifficultyLevel } from "@contracts/adaptive";
import { cn } from "@web/lib/cn";

/** Learning spec §4: easy green, medium yellow, hard red. Dark text on a pale fill keeps AA contrast. */
export const LEVEL_COLOURS: Record<DifficultyLevel, string> = {
  easy: "border-green-300 bg-green-100 text-green-900",
  medium: "border-yellow-300 bg-yellow-100 text-yellow-900",
  hard: "border-red-300 bg-red-100 text-red-900",
};

export function DifficultyBadge({
  level,
  withPrefix = false,
  className,
  ...rest
}: {
  level: DifficultyLevel;
  withPrefix?: boolean;
  className?: string;
  "data-testid"?: string;
}) {
  const { t } = useTranslation("adaptive");
  const name = t(`level.${level}`);
  return (
    <span
      className={cn("inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-bold", LEVEL_COLOURS[level], className)}
      data-level={level}
      {...rest}
    >
      {withPrefix ? t("difficulty", { level: name }) : name}
    </span>
  );
}
