import { AlertTriangle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Card, CardContent } from "@web/components/ui/card";

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-[70vh] items-center justify-center px-4 py-12">
      <Card className="w-full max-w-md">
        <CardContent className="p-6">
          <div className="flex items-center gap-2">
            <AlertTriangle className="size-8 text-destructive" aria-hidden="true" />
            <h1 className="text-2xl font-bold">{t("notFound.title")}</h1>
          </div>
          <p className="mt-4 text-sm text-muted-foreground">{t("notFound.body")}</p>
          <Link to="/" className="mt-6 inline-block font-semibold text-primary underline">
            {t("notFound.home")}
          </Link>
        </CardContent>
      </Card>
    </main>
  );
}
