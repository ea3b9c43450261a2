import { DropdownMenu as Radix } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "@web/lib/cn";

export const DropdownMenu = Radix.Root;
export const DropdownMenuTrigger = Radix.Trigger;

export function DropdownMenuContent({ className, ...props }: ComponentProps<typeof Radix.Content>) {
  return (
    <Radix.Portal>
      <Radix.Content
        sideOffset={6}
        align="end"
        className={cn("z-50 min-w-56 rounded-lg border border-border bg-card p-1 shadow-lg", className)}
        {...props}
      />
    </Radix.Portal>
  );
}

export function DropdownMenuItem({ className, ...props }: ComponentProps<typeof Radix.Item>) {
  return (
    <Radix.Item
      className={cn(
        "flex cursor-pointer select-none items-center gap-2 rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-muted [&_svg]:size-4",
        className,
      )}
      {...props}
    />
  );
}

export function DropdownMenuLabel({ className, ...props }: ComponentProps<typeof Radix.Label>) {
  return <Radix.Label className={cn("px-3 py-2 text-sm", className)} {...props} />;
}

export function DropdownMenuSeparator({ className, ...props }: ComponentProps<typeof Radix.Separator>) {
  return <Radix.Separator className={cn("my-1 h-px bg-border", className)} {...props} />;
}
