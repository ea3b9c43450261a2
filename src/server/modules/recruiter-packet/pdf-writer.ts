import { degrees, PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from "pdf-lib";
import { BUDGET_PDF_WATERMARK } from "../budget";

/** Standard fonts cover Latin-1 only: anything else (a username) is replaced rather than failing the job. */
export const latin1 = (text: string) => text.replace(/[^\x20-\x7e\xa0-\xff]/g, "?");

const TOP = 742;
const BOTTOM = 64;
const LEFT = 56;
const RIGHT = 556;

/**
 * A small flowing writer for the packet's printable pages (US Letter): headings, label/value rows, table rows and
 * text, a new page when one is full, and the free plan's watermark on every page (the rule book decides).
 */
export class PacketPdf {
  private page!: PDFPage;
  private y = TOP;
  private readonly pages: PDFPage[] = [];

  private constructor(
    private readonly doc: PDFDocument,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.newPage();
  }

  static async create(title: string): Promise<PacketPdf> {
    const doc = await PDFDocument.create();
    doc.setTitle(latin1(title));
    doc.setProducer("ASVAB Prep");
    return new PacketPdf(doc, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold));
  }

  private newPage(): void {
    this.page = this.doc.addPage([612, 792]);
    this.pages.push(this.page);
    this.y = TOP;
  }

  private room(height: number): void {
    if (this.y - height < BOTTOM) this.newPage();
  }

  title(text: string, subtitle: string): void {
    this.page.drawText(latin1(text), { x: LEFT, y: this.y, size: 18, font: this.bold });
    this.y -= 20;
    this.page.drawText(latin1(subtitle), { x: LEFT, y: this.y, size: 10, font: this.font, color: rgb(0.3, 0.3, 0.3) });
    this.y -= 18;
  }

  heading(text: string): void {
    this.room(40);
    this.y -= 10;
    this.page.drawText(latin1(text), { x: LEFT, y: this.y, size: 13, font: this.bold });
    this.y -= 18;
  }

  row(label: string, value: string, strong = false): void {
    this.room(15);
    const font = strong ? this.bold : this.font;
    this.page.drawText(latin1(label), { x: LEFT, y: this.y, size: 10, font, maxWidth: 380 });
    const safe = latin1(value);
    this.page.drawText(safe, { x: RIGHT - font.widthOfTextAtSize(safe, 10), y: this.y, size: 10, font });
    this.y -= 15;
  }

  /** A table row: cells at the given x offsets from the left margin. */
  cells(values: readonly string[], xs: readonly number[], strong = false): void {
    this.room(14);
    const font = strong ? this.bold : this.font;
    values.forEach((value, i) => this.page.drawText(latin1(value), { x: LEFT + (xs[i] ?? 0), y: this.y, size: 9, font }));
    this.y -= 14;
  }

  text(text: string, size = 10): void {
    const lines = Math.max(1, Math.ceil(this.font.widthOfTextAtSize(latin1(text), size) / (RIGHT - LEFT)));
    this.room(lines * (size + 3) + 6);
    this.page.drawText(latin1(text), { x: LEFT, y: this.y, size, font: this.font, maxWidth: RIGHT - LEFT, lineHeight: size + 3 });
    this.y -= lines * (size + 3) + 6;
  }

  async bytes(footer: string, watermark: boolean): Promise<Buffer> {
    this.pages.forEach((page, i) => {
      const line = latin1(`${footer} - ${i + 1}/${this.pages.length}`);
      page.drawText(line, { x: LEFT, y: 40, size: 8, font: this.font, color: rgb(0.35, 0.35, 0.35), maxWidth: RIGHT - LEFT });
      if (watermark) {
        page.drawText(BUDGET_PDF_WATERMARK, {
          x: 110,
          y: 250,
          size: 44,
          font: this.bold,
          color: rgb(0.6, 0.6, 0.6),
          opacity: 0.25,
          rotate: degrees(40),
        });
      }
    });
    return Buffer.from(await this.doc.save());
  }
}
