import { LegalLayout } from "./LegalLayout";

/** Static Privacy Policy page at /privacy. */
export function PrivacyPage() {
  return <LegalLayout page="privacy" />;
}
