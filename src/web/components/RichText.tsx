import { Fragment, type ReactNode } from "react";
import { cn } from "@web/lib/cn";

/**
 * Renders the content Markdown subset used by study materials and articles: blank-line separated blocks,
 * "## " subheadings, "- " bullet lists, **bold**. Text is rendered as text (React escapes it); no HTML passes.
 */
export function RichText({ source, className, headingLevel = 2 }: { source: string; className?: string; headingLevel?: 2 | 3 }) {
  const blocks = source.trim().split(/\n\s*\n/);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className={cn("grid gap-4 leading-relaxed", className)}>
      {blocks.map((block, i) => {
        const lines = block.split("\n").filter((l) => l.trim() !== "");
        if (lines.length === 1 && lines[0]!.startsWith("## ")) {
          return (
            <Heading key={i} className="mt-2 text-xl font-bold text-foreground">
              {inline(lines[0]!.slice(3))}
            </Heading>
          );
        }
        if (lines.every((l) => l.trimStart().startsWith("- "))) {
          return (
            <ul key={i} className="grid list-disc gap-1.5 pl-6">
              {lines.map((l, j) => (
                <li key={j}>{inline(l.trimStart().slice(2))}</li>
              ))}
            </ul>
          );
        }
        return <p key={i}>{inline(lines.join(" "))}</p>;
      })}
    </div>
  );
}

function inline(text: string): ReactNode {
  const parts = text.split(/(\*\*[^*]+\*\*)/g);
  return parts.map((part, i) =>
    part.startsWith("**") && part.endsWith("**") && part.length > 4 ? (
      <strong key={i} className="font-semibold text-foreground">
        {part.slice(2, -2)}
      </strong>
    ) : (
      <Fragment key={i}>{part}</Fragment>
    ),
  );
}

/** Plain text of a Markdown-subset source, for previews and search. */
export function plainText(source: string): string {
  return source
    .replace(/^## /gm, "")
    .replace(/^\s*- /gm, "")
    .replace(/\*\*([^*]+)\*\*/g, "$1")
    .replace(/\s+/g, " ")
    .trim();
}
