import { ArrowLeft, Mail, Star } from "lucide-react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";

export interface LegalSection {
  heading: string;
  paragraphs: string[];
  items: string[];
}

function toStrings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
}

/** Reads `<page>.sections` (an array of { heading, paragraphs, items? }) from the legal namespace. */
export function toLegalSections(value: unknown): LegalSection[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((raw): LegalSection[] => {
    if (typeof raw !== "object" || raw === null) return [];
    const record = raw as Record<string, unknown>;
    if (typeof record.heading !== "string") return [];
    return [{ heading: record.heading, paragraphs: toStrings(record.paragraphs), items: toStrings(record.items) }];
  });
}

interface LegalLayoutProps {
  page: "terms" | "privacy";
}

/** Shared static layout for the Terms of Service and Privacy Policy pages. */
export function LegalLayout({ page }: LegalLayoutProps) {
  const { t } = useTranslation("legal");
  const sections = toLegalSections(t(`${page}.sections`, { returnObjects: true }));
  const email = t("contactEmail");
  const headingId = `${page}-title`;

  return (
    <div className="flex min-h-screen flex-col bg-background text-foreground">
      <header className="bg-primary text-primary-foreground">
        <div className="mx-auto flex min-h-16 w-full max-w-5xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
          <Link to="/" aria-label={t("homeLabel")} className="inline-flex items-center gap-2.5 rounded-md font-extrabold tracking-tight">
            <span className="grid size-9 place-items-center rounded-lg bg-accent ring-1 ring-black/10">
              <Star className="size-5 fill-primary text-primary" aria-hidden="true" />
            </span>
            <span className="text-lg">{t("brand")}</span>
          </Link>
          <Link
            to="/auth"
            className="inline-flex items-center gap-2 rounded-md px-2 py-2 text-sm font-semibold text-white underline-offset-4 hover:underline"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            {t("backToLogin")}
          </Link>
        </div>
      </header>

      <main className="flex-1 px-4 py-10 sm:px-6 sm:py-14">
        <article aria-labelledby={headingId} className="mx-auto max-w-3xl rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-10">
          <h1 id={headingId} className="text-3xl font-extrabold tracking-tight text-primary sm:text-4xl">
            {t(`${page}.title`)}
          </h1>
          <p className="mt-2 text-sm font-medium text-muted-foreground">{t("lastUpdated")}</p>
          <p className="mt-6 text-base leading-7 text-foreground sm:text-lg sm:leading-8">{t(`${page}.intro`)}</p>

          {sections.map((section) => (
            <section key={section.heading} className="mt-10">
              <h2 className="text-xl font-bold text-primary">{section.heading}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-3 leading-7 text-foreground">
                  {paragraph}
                </p>
              ))}
              {section.items.length > 0 ? (
                <ul className="mt-3 list-disc space-y-2 pl-6 leading-7 text-foreground marker:text-primary">
                  {section.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}

          <section className="mt-10 rounded-xl bg-muted p-5 sm:p-6">
            <h2 className="text-xl font-bold text-primary">{t(`${page}.contact.heading`)}</h2>
            <p className="mt-3 leading-7 text-foreground">{t(`${page}.contact.body`)}</p>
            <p className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-1 leading-7">
              <Mail className="size-4 shrink-0 text-primary" aria-hidden="true" />
              <span>{t("emailUs")}</span>
              <a href={`mailto:${email}`} className="break-all font-semibold text-primary underline underline-offset-4 hover:no-underline">
                {email}
              </a>
            </p>
          </section>

          <div className="mt-10 border-t border-border pt-6">
            <Link
              to="/auth"
              className="inline-flex items-center gap-2 rounded-md font-semibold text-primary underline-offset-4 hover:underline"
            >
              <ArrowLeft className="size-4" aria-hidden="true" />
              {t("backToLogin")}
            </Link>
          </div>
        </article>
      </main>

      <footer className="border-t border-border bg-card">
        <div className="mx-auto flex w-full max-w-5xl flex-col gap-3 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>{t("copyright", { year: new Date().getFullYear() })}</p>
          <nav aria-label={t("relatedLabel")}>
            <ul className="flex gap-5 font-medium">
              <li>
                <Link
                  to="/terms"
                  aria-current={page === "terms" ? "page" : undefined}
                  className="text-foreground underline-offset-4 hover:underline aria-[current=page]:underline"
                >
                  {t("termsLink")}
                </Link>
              </li>
              <li>
                <Link
                  to="/privacy"
                  aria-current={page === "privacy" ? "page" : undefined}
                  className="text-foreground underline-offset-4 hover:underline aria-[current=page]:underline"
                >
                  {t("privacyLink")}
                </Link>
              </li>
            </ul>
          </nav>
        </div>
      </footer>
    </div>
  );
}
