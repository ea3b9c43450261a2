import { Flag, PencilLine } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { MilitaryBranch } from "@contracts/branches";
import { Button } from "@web/components/ui/button";

export function WelcomeBanner({ username, branch, returning }: { username: string; branch: MilitaryBranch | null; returning: boolean }) {
  const { t } = useTranslation("dashboard");
  return (
    <section className="rounded-2xl bg-gradient-to-r from-primary to-[#2f5a3c] p-5 text-primary-foreground shadow-md sm:p-6">
      <h1 className="text-2xl font-extrabold sm:text-3xl">{t(returning ? "welcome.title" : "welcome.titleNew", { username })}</h1>
      <p className="mt-1 max-w-2xl text-white/85">{t("welcome.subtitle")}</p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button asChild variant="accent">
          <Link to="/practice">
            <PencilLine aria-hidden="true" /> {t("welcome.startPractice")}
          </Link>
        </Button>
        <span className="inline-flex items-center gap-1.5 rounded-full bg-white/10 px-3 py-1.5 text-sm font-medium">
          <Flag className="size-4" aria-hidden="true" />
          {branch ? t("welcome.targetLabel", { branch: branch.name }) : t("welcome.noTarget")}
        </span>
      </div>
    </section>
  );
}
