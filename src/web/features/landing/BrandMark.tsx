import { Star } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@web/lib/cn";

/** The product logo: a gold star tile next to the product name. */
export function BrandMark({ name, className }: { name: string; className?: string }) {
  return (
    <span className={cn("inline-flex items-center gap-2.5 font-extrabold tracking-tight", className)}>
      <span className="grid size-9 place-items-center rounded-lg bg-accent shadow-sm ring-1 ring-black/10">
        <Star className="size-5 fill-primary text-primary" aria-hidden="true" />
      </span>
      <span className="text-lg">{name}</span>
    </span>
  );
}

/** Shared page-width wrapper for every landing section. */
export function Container({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn("mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8", className)}>{children}</div>;
}
