import { useTranslation } from "react-i18next";
import { LandingCallToAction } from "./LandingCallToAction";
import { LandingFeatures } from "./LandingFeatures";
import { LandingFooter } from "./LandingFooter";
import { LandingHeader } from "./LandingHeader";
import { LandingHero } from "./LandingHero";
import { LandingStats, LandingTestimonials } from "./LandingSocialProof";

/** Public marketing page shown at / (and unknown paths) to signed-out visitors. */
export function LandingPage() {
  const { t } = useTranslation("landing");
  return (
    <div className="flex min-h-screen flex-col overflow-x-clip bg-background text-foreground">
      <a
        href="#main-content"
        className="sr-only rounded-md bg-card font-semibold text-foreground shadow-lg focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:px-4 focus:py-2"
      >
        {t("skipToContent")}
      </a>
      <LandingHeader />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        <LandingHero />
        <LandingFeatures />
        <LandingStats />
        <LandingTestimonials />
        <LandingCallToAction />
      </main>
      <LandingFooter />
    </div>
  );
}
