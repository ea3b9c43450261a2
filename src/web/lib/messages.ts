import { useTranslation } from "react-i18next";

/**
 * Validation and server messages are defined once, in English, in src/contracts (their wording is the
 * product's). The interface shows them in the active language through the `validation` namespace, keyed by
 * the English text itself; a message without a translation is shown as it is.
 */
export function useMessageText(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation("validation");
  return (message) => (message ? t(message, { keySeparator: false, nsSeparator: false, defaultValue: message }) : message);
}
