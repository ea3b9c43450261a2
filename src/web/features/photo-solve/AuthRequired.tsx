import { Lock } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";

/** Learning spec §5: the scanner needs a signed-in learner ('Authentication Required'); the way in is offered. */
export function PhotoSolveSignedOut() {
  const { t } = useTranslation("photoSolve");
  useEffect(() => {
    document.title = `${t("title")} — ASVAB Prep`;
  }, [t]);
  return (
    <main className="mx-auto flex max-w-xl items-center justify-center px-4 py-16">
      <Card className="w-full" data-testid="photo-solve-auth-required">
        <CardContent className="flex flex-col items-start gap-4 p-6 sm:p-8">
          <Lock className="size-8 text-primary" aria-hidden="true" />
          <h1 className="text-2xl font-bold">{t("auth.title")}</h1>
          <p className="text-muted-foreground">{t("auth.body")}</p>
          <div className="flex flex-wrap gap-3">
            <Button asChild>
              <Link to="/auth">{t("auth.signIn")}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/auth?tab=signup">{t("auth.signUp")}</Link>
            </Button>
          </div>
          <Link to="/" className="text-sm font-semibold text-primary underline-offset-4 hover:underline">
            {t("auth.home")}
          </Link>
        </CardContent>
      </Card>
    </main>
  );
}
