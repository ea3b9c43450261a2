import { Toast } from "radix-ui";
import { X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "@web/lib/cn";
import { TOAST_DURATION_MS, removeToast, useToasts } from "./use-toast";

export function Toaster() {
  const items = useToasts();
  const { t } = useTranslation();
  return (
    <Toast.Provider swipeDirection="right" swipeThreshold={50} duration={TOAST_DURATION_MS} label={t("toast.item")}>
      {items.map((item) => (
        <Toast.Root
          key={item.id}
          open={item.open}
          duration={item.duration ?? TOAST_DURATION_MS}
          onOpenChange={(open) => {
            if (!open) removeToast(item.id);
          }}
          className={cn(
            "relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-full",
            item.variant === "destructive"
              ? "border-destructive bg-destructive text-destructive-foreground"
              : item.variant === "success"
                ? "border-green-300 bg-green-50 text-green-950"
                : "border-border bg-card text-foreground",
          )}
          data-testid="toast"
        >
          <div className="grid gap-1">
            {item.title ? <Toast.Title className="font-bold">{item.title}</Toast.Title> : null}
            {item.description ? <Toast.Description className="text-sm opacity-90">{item.description}</Toast.Description> : null}
          </div>
          <Toast.Close className="absolute right-2 top-2 rounded p-1 opacity-80 hover:opacity-100" aria-label={t("toast.close")}>
            <X className="size-4" />
          </Toast.Close>
        </Toast.Root>
      ))}
      {/* Radix fills in {hotkey} (single braces, not i18next's) with the shortcut that focuses the toasts. */}
      <Toast.Viewport className="fixed bottom-0 right-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4" label={t("toast.region")} />
    </Toast.Provider>
  );
}
