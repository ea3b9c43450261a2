import { LegalLayout } from "./LegalLayout";

/** Static Terms of Service page at /terms. */
export function TermsPage() {
  return <LegalLayout page="terms" />;
}
