import { Progress as RadixProgress } from "radix-ui";
import { cn } from "@web/lib/cn";

interface ProgressProps {
  value: number;
  /** Must be above 0; defaults to 100 (platform spec §5). */
  max?: number;
  label: string;
  className?: string;
  indicatorClassName?: string;
}

export function Progress({ value, max = 100, label, className, indicatorClassName }: ProgressProps) {
  const safeMax = max > 0 ? max : 100;
  const safeValue = Math.min(Math.max(value, 0), safeMax);
  return (
    <RadixProgress.Root
      value={safeValue}
      max={safeMax}
      aria-label={label}
      className={cn("relative h-2.5 w-full overflow-hidden rounded-full bg-muted", className)}
    >
      <RadixProgress.Indicator
        className={cn("h-full bg-primary transition-transform", indicatorClassName)}
        style={{ transform: `translateX(-${100 - (safeValue / safeMax) * 100}%)` }}
      />
    </RadixProgress.Root>
  );
}
