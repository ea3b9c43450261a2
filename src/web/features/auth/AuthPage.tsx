import { CheckCircle2, Star } from "lucide-react";
import { Trans, useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { Card, CardContent } from "@web/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { LanguageToggle } from "@web/components/LanguageToggle";
import { LoginForm } from "./LoginForm";
import { RegisterForm } from "./RegisterForm";

type Mode = "signin" | "signup";

export function AuthPage() {
  const { t } = useTranslation("auth");
  const [params, setParams] = useSearchParams();
  const mode: Mode = params.get("tab") === "signup" ? "signup" : "signin";
  const benefits = t("benefits", { returnObjects: true }) as string[];

  return (
    <div className="min-h-screen bg-gradient-to-br from-primary via-[#24462f] to-[#2f5a3c]">
      <header className="mx-auto flex max-w-5xl items-center justify-between px-4 py-4 text-primary-foreground">
        <Link to="/" className="flex items-center gap-2 rounded-md font-extrabold">
          <Star className="size-6 fill-accent text-accent" aria-hidden="true" /> ASVAB Prep
        </Link>
        <LanguageToggle className="text-primary-foreground hover:bg-white/10" />
      </header>
      <main className="mx-auto grid max-w-5xl items-center gap-8 px-4 pb-12 pt-4 md:grid-cols-2 md:pt-10">
        <section className="text-primary-foreground">
          <h1 className="text-3xl font-extrabold leading-tight sm:text-4xl">{t("title")}</h1>
          <p className="mt-3 text-base text-white/85">{t("subtitle")}</p>
          <ul className="mt-6 hidden gap-2 md:grid">
            {benefits.map((b) => (
              <li key={b} className="flex items-center gap-2 font-medium">
                <CheckCircle2 className="size-5 text-accent" aria-hidden="true" /> {b}
              </li>
            ))}
          </ul>
        </section>
        <Card className="p-1">
          <CardContent className="p-5 sm:p-6">
            <Tabs value={mode} onValueChange={(v) => setParams(v === "signup" ? { tab: "signup" } : {}, { replace: true })}>
              <TabsList aria-label={t("tabs.label")}>
                <TabsTrigger value="signin">{t("tabs.signIn")}</TabsTrigger>
                <TabsTrigger value="signup">{t("tabs.signUp")}</TabsTrigger>
              </TabsList>
              <TabsContent value="signin">
                <LoginForm />
              </TabsContent>
              <TabsContent value="signup">
                <RegisterForm />
              </TabsContent>
            </Tabs>
            <p className="mt-5 text-center text-sm text-muted-foreground">
              <Trans
                t={t}
                i18nKey="agree"
                components={{
                  terms: <Link to="/terms" className="font-semibold text-primary underline" />,
                  privacy: <Link to="/privacy" className="font-semibold text-primary underline" />,
                }}
              />
            </p>
            <p className="mt-2 text-center text-sm text-muted-foreground">
              <Trans
                t={t}
                i18nKey="tryDemo"
                components={{ demo: <a href="/api/test-login" className="font-semibold text-primary underline" /> }}
              />
            </p>
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
