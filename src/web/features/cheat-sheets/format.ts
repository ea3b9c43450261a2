import { topicLabel } from "@web/lib/data-text";

/** A YYYY-MM-DD date (a day, not an instant) in the interface's language. */
export function formatDay(day: string, language: string): string {
  return new Intl.DateTimeFormat(language.startsWith("es") ? "es-US" : "en-US", { dateStyle: "medium", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** An instant (the weekly reset) as a date and time in the learner's own zone. */
export function formatInstant(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language.startsWith("es") ? "es-US" : "en-US", { weekday: "long", month: "long", day: "numeric" }).format(
    new Date(iso),
  );
}

/** A bank topic ("simple interest") in the interface's language, as a label: "Simple interest". */
export function topicName(topic: string): string {
  const label = topicLabel(topic, topic);
  return label.charAt(0).toUpperCase() + label.slice(1);
}
