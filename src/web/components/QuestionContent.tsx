import type { PublicQuestion } from "@contracts/questions";

type PassageData = NonNullable<PublicQuestion["passage"]>;

/** Renders *word* (the underlined word of a Word Knowledge item) as emphasised text. */
export function Stem({ text }: { text: string }) {
  const parts = text.split(/(\*[^*]+\*)/g);
  return (
    <>
      {parts.map((p, i) =>
        p.startsWith("*") && p.endsWith("*") && p.length > 2 ? (
          <em key={i} className="font-bold not-italic underline decoration-2 underline-offset-4">
            {p.slice(1, -1)}
          </em>
        ) : (
          <span key={i}>{p}</span>
        ),
      )}
    </>
  );
}

/**
 * A question's SVG figure, shown as an image: the browser renders SVG inside <img> without running
 * anything in it, so even a faulty figure can do no harm to the page.
 */
export function QuestionFigure({ svg, alt }: { svg: string; alt: string | null }) {
  return (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={alt ?? ""}
      className="mx-auto w-full max-w-md rounded-lg border border-border bg-white p-2"
    />
  );
}

/** The reading passage of a Paragraph Comprehension item; `label` names the region for screen readers. */
export function QuestionPassage({ passage, label }: { passage: PassageData; label: string }) {
  return (
    <section aria-label={label} className="rounded-lg bg-muted p-4 text-[0.98rem] leading-relaxed">
      <h3 className="mb-1 text-sm font-bold uppercase tracking-wide text-muted-foreground">{passage.title}</h3>
      <p>{passage.text}</p>
    </section>
  );
}
