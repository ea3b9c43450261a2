import { BarChart3, BookOpen, Brain, ClipboardList, Gamepad2, Lightbulb, Map, Sigma, Timer, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";

export function QuickPracticeCard() {
  const { t } = useTranslation("dashboard");
  return (
    <Card className="bg-green-50">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Timer className="size-5 text-primary" aria-hidden="true" /> {t("quick.title")}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p className="text-sm text-muted-foreground">{t("quick.body")}</p>
        <Button asChild className="justify-self-start">
          <Link to="/practice">{t("quick.cta")}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

export function StudyShortcuts() {
  const { t } = useTranslation("dashboard");
  const links = [
    { key: "guides", icon: BookOpen },
    { key: "formulas", icon: Sigma },
    { key: "vocabulary", icon: Lightbulb },
  ] as const;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("study.title")}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2">
        {links.map(({ key, icon: Icon }) => (
          <Link key={key} to="/study-materials" className="flex items-center gap-3 rounded-md px-2 py-2 font-medium hover:bg-muted">
            <Icon className="size-5 text-primary" aria-hidden="true" /> {t(`study.${key}`)}
          </Link>
        ))}
        <Button asChild variant="outline" size="sm" className="mt-1 justify-self-start">
          <Link to="/study-materials">{t("study.all")}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

export function QuickActions({ className }: { className?: string }) {
  const { t } = useTranslation("dashboard");
  const actions = [
    { key: "adaptive", to: "/adaptive", icon: Brain },
    { key: "fullTest", to: "/full-test", icon: ClipboardList },
    { key: "analytics", to: "/analytics", icon: BarChart3 },
    { key: "careers", to: "/mos-pathfinder", icon: Map },
    { key: "recruiters", to: "/recruiters", icon: Users },
    { key: "quest", to: "/boot-camp-quest", icon: Gamepad2 },
  ] as const;
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle>{t("actions.title")}</CardTitle>
      </CardHeader>
      <CardContent className="grid grid-cols-2 gap-2 min-[480px]:grid-cols-3">
        {actions.map(({ key, to, icon: Icon }) => (
          <Link
            key={key}
            to={to}
            className="flex flex-col items-center gap-1 rounded-lg border border-border p-2 text-center text-sm font-semibold hover:border-primary/60 hover:bg-muted"
          >
            <Icon className="size-5 text-primary" aria-hidden="true" /> {t(`actions.${key}`)}
          </Link>
        ))}
      </CardContent>
    </Card>
  );
}
