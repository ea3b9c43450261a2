import type { SectionCode } from "@domain/constants";
import { STUDY_MATERIALS } from "../study-materials";
import type { StudyMaterialType } from "../types";

/**
 * The study materials (Markdown) cut into lines a cheat sheet can quote: each bullet with its heading, its bold
 * lead and the rest, and each guide paragraph that opens with a bold lead ("**Rates.** Distance = …").
 */
export interface MaterialLine {
  section: SectionCode;
  type: StudyMaterialType;
  heading: string;
  /** The bold lead without its closing punctuation, or "" for a plain bullet. */
  lead: string;
  /** What follows the lead (a definition after "—", a rule after "."), or the whole plain bullet. */
  rest: string;
  kind: "bullet" | "paragraph";
}

const BULLET = /^- (?:\*\*(.+?)\*\*)?\s*(.*)$/;
const PARAGRAPH = /^\*\*(.+?)\*\*\s*(.*)$/;

/** Strips Markdown emphasis and the separators a lead ends with ("Term —", "Rule:", "Topic."). */
export const plain = (text: string) => text.replace(/\*\*|\*|`/g, "").trim();
const cleanLead = (lead: string) =>
  plain(lead)
    .replace(/[.:]\s*$/, "")
    .trim();
const cleanRest = (rest: string) => plain(rest.replace(/^[—–-]\s*/, "").replace(/^[:.]\s*/, ""));

function linesOf(section: SectionCode, type: StudyMaterialType, content: string): MaterialLine[] {
  const out: MaterialLine[] = [];
  let heading = "";
  for (const raw of content.split("\n")) {
    const line = raw.trim();
    if (line.startsWith("## ")) {
      heading = line.slice(3).trim();
      continue;
    }
    const bullet = BULLET.exec(line);
    if (bullet) {
      const lead = bullet[1] ?? "";
      // A lead like "Simple interest: I = P × r × t." keeps its formula inside the bold part.
      out.push({ section, type, heading, lead: cleanLead(lead), rest: cleanRest(bullet[2] ?? ""), kind: "bullet" });
      continue;
    }
    const paragraph = PARAGRAPH.exec(line);
    if (paragraph)
      out.push({ section, type, heading, lead: cleanLead(paragraph[1] ?? ""), rest: cleanRest(paragraph[2] ?? ""), kind: "paragraph" });
  }
  return out;
}

let index: MaterialLine[] | null = null;

/** Every quotable line of the study library, built once. */
export function materialLines(): readonly MaterialLine[] {
  index ??= STUDY_MATERIALS.flatMap((m) => linesOf(m.section, m.type, m.content));
  return index;
}
