import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { cn } from "@web/lib/cn";

/** A card of money lines, each labelled an estimate for the pay year (issue 13: label every figure, cite the year). */
export function FigureCard({ title, year, children, className }: { title: string; year: number; children: ReactNode; className?: string }) {
  const { t } = useTranslation("budget");
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
        <CardDescription>{t("pay.estimate", { year })}</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-2 text-sm">{children}</dl>
      </CardContent>
    </Card>
  );
}

export function Line({
  label,
  value,
  note,
  strong,
  tone,
}: {
  label: string;
  value: string;
  note?: string | undefined;
  strong?: boolean;
  tone?: "good" | "bad";
}) {
  return (
    <div className={cn("grid gap-0.5", strong && "border-t border-border pt-2")}>
      <div className="flex items-baseline justify-between gap-3">
        <dt className={cn("text-muted-foreground", strong && "font-semibold text-foreground")}>{label}</dt>
        <dd
          className={cn(
            "shrink-0 tabular-nums",
            strong && "font-bold",
            tone === "good" && "font-semibold text-green-800",
            tone === "bad" && "text-destructive",
          )}
        >
          {value}
        </dd>
      </div>
      {note ? <p className="text-xs text-muted-foreground">{note}</p> : null}
    </div>
  );
}
