import { ShieldAlert } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate } from "react-router";
import { Button } from "@web/components/ui/button";
import { Card, CardContent } from "@web/components/ui/card";
import { toast } from "@web/components/ui/use-toast";

/** Recruiter Dashboard denial page (recruiter spec §6). */
export function RecruiterAccessDenied() {
  const { t } = useTranslation();
  return (
    <main className="mx-auto flex max-w-xl items-center justify-center px-4 py-16">
      <Card className="w-full">
        <CardContent className="flex flex-col items-start gap-4 p-6">
          <div className="flex items-center gap-2">
            <ShieldAlert className="size-8 text-destructive" aria-hidden="true" />
            <h1 className="text-2xl font-bold">{t("accessDenied.title")}</h1>
          </div>
          <p className="text-muted-foreground">{t("accessDenied.recruiter")}</p>
          <Button asChild>
            <Link to="/dashboard">{t("accessDenied.returnDashboard")}</Link>
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}

/** Non-admins opening /admin are sent to / with an 'Access Denied' message (recruiter spec §6). */
export function AdminRedirect() {
  const { t } = useTranslation();
  useEffect(() => {
    toast({ title: t("accessDenied.title"), description: t("accessDenied.admin"), variant: "destructive" });
  }, [t]);
  return <Navigate to="/" replace />;
}
