import { degrees, PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from "pdf-lib";
import type { CheatSheetContentDto, WeakTopicDto } from "@contracts/cheat-sheets";

/** Printed across every page of a free learner's sheet (the rule book: watermarked PDFs on the free plan). */
export const CHEAT_SHEET_WATERMARK = "FREE PLAN - ASVAB Prep";

export interface CheatSheetPdfInput {
  weekStartDate: string;
  weekEndDate: string;
  topics: readonly WeakTopicDto[];
  content: CheatSheetContentDto;
  watermark: boolean;
}

const PAGE: [number, number] = [612, 792]; // US Letter
const MARGIN = 48;
const WIDTH = PAGE[0] - 2 * MARGIN;
const MAX_PAGES = 2;
const SEVERITY_LABEL = { critical: "Critical", high: "High", medium: "Medium", other: "Other" } as const;
const SEVERITY_COLOR = { critical: rgb(0.75, 0.1, 0.1), high: rgb(0.85, 0.4, 0.05), medium: rgb(0.7, 0.55, 0), other: rgb(0.4, 0.4, 0.4) };

// The standard fonts speak WinAnsi: the math of the study materials is spelt out in characters they have.
const SPELLED: Record<string, string> = {
  π: "pi",
  "√": "sqrt",
  "→": "->",
  "←": "<-",
  "≈": "~",
  "−": "-",
  "≤": "<=",
  "≥": ">=",
  "≠": "!=",
  Ω: "ohm",
  θ: "theta",
  Σ: "sum of ",
  Δ: "change in ",
  "⅓": "1/3",
  "⅔": "2/3",
  "⅛": "1/8",
  "·": "·",
  "∠": "angle ",
  "₀": "0",
  "₁": "1",
  "₂": "2",
  "₃": "3",
  "₄": "4",
  "⁰": "^0",
  "⁴": "^4",
  "⁵": "^5",
  "⁶": "^6",
  "⁷": "^7",
  "⁸": "^8",
  "⁹": "^9",
  "⁻": "^-",
  "⁺": "^+",
  ⁿ: "^n",
  ᵐ: "^m",
  ᵗ: "^t",
  ˣ: "^x",
  µ: "µ",
  "…": "...",
};
const WIN_ANSI_EXTRA = "€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ";
export function pdfText(text: string): string {
  return [...text].map((ch) => SPELLED[ch] ?? (/[\x20-\x7e\xa0-\xff]/.test(ch) || WIN_ANSI_EXTRA.includes(ch) ? ch : "?")).join("");
}

/** Lays text out top to bottom over at most two pages; what does not fit is left out and said so. */
class Layout {
  private page: PDFPage;
  private y = 0;
  full = false;
  constructor(
    private readonly doc: PDFDocument,
    readonly font: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.page = this.newPage();
  }

  private newPage(): PDFPage {
    this.page = this.doc.addPage(PAGE);
    this.y = PAGE[1] - MARGIN;
    return this.page;
  }

  private room(height: number): boolean {
    if (this.full) return false;
    if (this.y - height >= MARGIN + 14) return true;
    if (this.doc.getPageCount() >= MAX_PAGES) {
      this.full = true;
      return false;
    }
    this.newPage();
    return true;
  }

  private wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    let line = "";
    for (const word of pdfText(text).split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(next, size) > width) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    if (line) lines.push(line);
    return lines;
  }

  /** A paragraph: `lead` in bold, then the text, wrapped, indented by `indent`. */
  paragraph(lead: string, text: string, { size = 8.5, indent = 0, gap = 2, color = rgb(0, 0, 0) } = {}): void {
    const width = WIDTH - indent;
    const full = lead ? `${lead} ${text}` : text;
    const lines = this.wrap(full, this.font, size, width);
    const height = lines.length * (size + 2.5) + gap;
    if (!this.room(height)) return;
    let leadLeft = lead ? pdfText(lead) : "";
    for (const line of lines) {
      this.y -= size + 2.5;
      let x = MARGIN + indent;
      let rest = line;
      // The bold lead may run over the first line only; it is short.
      if (leadLeft && rest.startsWith(leadLeft)) {
        this.page.drawText(leadLeft, { x, y: this.y, size, font: this.bold, color });
        x += this.bold.widthOfTextAtSize(`${leadLeft} `, size);
        rest = rest.slice(leadLeft.length).trimStart();
        leadLeft = "";
      }
      if (rest) this.page.drawText(rest, { x, y: this.y, size, font: this.font, color });
    }
    this.y -= gap;
  }

  heading(text: string, size = 11, color = rgb(0.1, 0.2, 0.45)): void {
    if (!this.room(size + 10)) return;
    this.y -= size + 6;
    this.page.drawText(pdfText(text), { x: MARGIN, y: this.y, size, font: this.bold, color });
    this.y -= 3;
  }

  /** One row of the topics table, columns at fixed x. */
  row(cells: readonly string[], xs: readonly number[], { bold = false, colors = [] as ReturnType<typeof rgb>[] } = {}): void {
    if (!this.room(13)) return;
    this.y -= 12;
    cells.forEach((cell, i) =>
      this.page.drawText(pdfText(cell), {
        x: MARGIN + xs[i]!,
        y: this.y,
        size: 8.5,
        font: bold ? this.bold : this.font,
        color: colors[i] ?? rgb(0, 0, 0),
      }),
    );
  }

  rule(): void {
    if (!this.room(6)) return;
    this.y -= 4;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: PAGE[0] - MARGIN, y: this.y },
      thickness: 0.5,
      color: rgb(0.75, 0.75, 0.75),
    });
    this.y -= 2;
  }
}

const percent = (rate: number) => `${Math.round(rate * 100)}%`;

/** The sheet as a printable PDF of one or two US Letter pages, watermarked on the free plan. */
export async function makeCheatSheetPdf(input: CheatSheetPdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`ASVAB weekly cheat sheet, week of ${input.weekStartDate}`);
  doc.setProducer("ASVAB Prep");
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const out = new Layout(doc, font, bold);

  out.heading("Your Weekly ASVAB Cheat Sheet", 17, rgb(0, 0, 0));
  out.paragraph(
    "",
    `Week of ${input.weekStartDate} to ${input.weekEndDate}. Built from your own answers: the topics you miss most, with the formulas, words and tips that fix them.`,
    { size: 9, gap: 4 },
  );

  out.heading("Your weakest topics");
  const xs = [0, 250, 330, 400];
  out.row(["Topic", "Severity", "Error rate", "Missed / answered"], xs, { bold: true });
  for (const t of input.topics) {
    out.row(
      [`${t.topicName} (${t.sectionCode})`, SEVERITY_LABEL[t.severity], percent(t.errorRate), `${t.incorrectCount} / ${t.totalAttempts}`],
      xs,
      {
        colors: [rgb(0, 0, 0), SEVERITY_COLOR[t.severity]],
      },
    );
  }

  for (const t of input.topics) {
    const formulas = input.content.formulas.filter((f) => f.topic === t.topicName);
    const vocabulary = input.content.vocabulary.filter((v) => v.topic === t.topicName);
    const tips = input.content.tips.filter((tip) => tip.topic === t.topicName);
    out.rule();
    out.heading(`${t.topicName[0]!.toUpperCase()}${t.topicName.slice(1)} - ${SEVERITY_LABEL[t.severity]}`, 11.5);
    if (formulas.length) out.paragraph("Formulas and rules", "", { size: 9, gap: 0, color: rgb(0.25, 0.25, 0.25) });
    for (const f of formulas) out.paragraph(`${f.title}:`, `${f.formula}${f.example ? `  e.g. ${f.example}` : ""}`, { indent: 8 });
    if (vocabulary.length) out.paragraph("Vocabulary", "", { size: 9, gap: 0, color: rgb(0.25, 0.25, 0.25) });
    for (const v of vocabulary) {
      const synonyms = v.synonyms.length ? ` (synonyms: ${v.synonyms.join(", ")})` : "";
      out.paragraph(`${v.term}${synonyms}:`, v.definition, { indent: 8 });
    }
    if (tips.length) out.paragraph("Tips", "", { size: 9, gap: 0, color: rgb(0.25, 0.25, 0.25) });
    for (const tip of tips) out.paragraph("-", tip.tip, { indent: 8 });
  }

  const pages = doc.getPages();
  pages.forEach((page, i) => {
    const footer = `ASVAB Prep - weekly cheat sheet - ${input.weekStartDate} - page ${i + 1} of ${pages.length}${out.full ? " - the full sheet is on the Cheat Sheets screen" : ""}`;
    page.drawText(footer, { x: MARGIN, y: MARGIN - 16, size: 7.5, font, color: rgb(0.4, 0.4, 0.4) });
    if (input.watermark) {
      page.drawText(CHEAT_SHEET_WATERMARK, {
        x: 110,
        y: 250,
        size: 44,
        font: bold,
        color: rgb(0.6, 0.6, 0.6),
        opacity: 0.25,
        rotate: degrees(40),
      });
    }
  });
  return doc.save();
}
