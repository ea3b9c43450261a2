import { Star } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Spinner } from "@web/components/ui/spinner";

export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-3 bg-background" aria-busy="true">
      <Star className="size-12 fill-accent text-primary" aria-hidden="true" />
      <p className="flex items-center gap-2 text-lg font-semibold text-primary">
        <Spinner /> {t("loading")}
      </p>
    </div>
  );
}
