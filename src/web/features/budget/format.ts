import { useTranslation } from "react-i18next";

const formats = new Map<string, Intl.NumberFormat>();

/** Dollars as a US paycheck shows them, in the interface's language (es-US keeps "$4,495.87", not "4495,87 US$"). */
export function useMoney(): (amount: number) => string {
  const { i18n } = useTranslation();
  const key = i18n.language === "es" ? "es-US" : "en-US";
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(key, { style: "currency", currency: "USD" });
    formats.set(key, format);
  }
  return (amount) => format.format(amount);
}
