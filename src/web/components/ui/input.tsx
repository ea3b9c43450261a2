import type { ComponentProps } from "react";
import { cn } from "@web/lib/cn";
import { useMessageText } from "@web/lib/messages";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return (
    <input
      className={cn(
        "flex h-10 w-full rounded-md border border-border bg-white px-3 py-2 text-base placeholder:text-muted-foreground/80 focus-visible:outline-2 disabled:opacity-60 aria-[invalid=true]:border-destructive md:text-sm",
        className,
      )}
      {...props}
    />
  );
}

export function Label({ className, ...props }: ComponentProps<"label">) {
  return <label className={cn("text-sm font-semibold", className)} {...props} />;
}

export function FieldError({ id, message }: { id: string; message?: string | undefined }) {
  const text = useMessageText();
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm font-medium text-destructive">
      {text(message)}
    </p>
  );
}
