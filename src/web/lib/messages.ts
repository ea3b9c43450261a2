import { useTranslation } from "react-i18next";
import { messageCode } from "@contracts/messages";

/**
 * Validation and server messages are defined once, in English, in src/contracts (their wording is the
 * product's and the API sends it as written). The interface finds each message's code (`messageCode`) and
 * shows the `validation` namespace's text for that code in the active language (decision 0018); a message
 * outside the table is shown as it is.
 */
export function useMessageText(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation("validation");
  return (message) => {
    if (!message) return message;
    const code = messageCode(message);
    return code ? t(code, { keySeparator: false, nsSeparator: false, defaultValue: message }) : message;
  };
}
