import { degrees, PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from "pdf-lib";
import type { BranchCode } from "@domain/constants";
import { simulateBudget, type BudgetCalculation, type BudgetSettings } from "@domain/pay";
import type { JobFile } from "../../jobs/queue";

/** What a budget PDF job carries: the settings (the figures are worked out again here), and how to print it. */
export interface BudgetPdfPayload {
  name: string;
  branchName: string;
  settings: BudgetSettings;
  watermark: boolean;
  language: "en" | "es";
  /** ISO time of the request, printed as the report's date. */
  requestedAt: string;
}

export const BUDGET_PDF_WATERMARK = "FREE PLAN - ASVAB Prep";

// The PDF's own words, kept with the maker (the server writes the file; the client's translations stay in the client).
const WORDS = {
  en: {
    title: "Military pay & budget estimate",
    settings: "Settings",
    grade: "Pay grade",
    branch: "Branch",
    years: "Years of service",
    bonus: "Signing bonus",
    tsp: "TSP contribution",
    pay: "Monthly pay",
    basic: "Basic pay",
    bah: "Housing allowance (BAH, tax-free; depends on duty ZIP)",
    bas: "Food allowance (BAS, tax-free)",
    gross: "Gross pay",
    federal: "Federal income tax",
    state: "State income tax",
    fica: "Social Security and Medicare (FICA)",
    tspLine: "TSP (your contribution)",
    freeMoney: "TSP from the government (automatic + matching)",
    net: "Take-home pay",
    annual: "Take-home pay per year",
    budget: "Suggested monthly budget",
    housing: "Housing",
    food: "Food",
    transportation: "Transportation",
    personal: "Personal",
    savings: "Savings",
    entertainment: "Entertainment",
    emergency: "Emergency fund",
    footer: (year: number) => `Estimates at ${year} rates. Actual pay depends on your orders, duty station and tax situation.`,
    generated: "Generated",
  },
  es: {
    title: "Estimación de sueldo y presupuesto militar",
    settings: "Ajustes",
    grade: "Grado",
    branch: "Rama",
    years: "Años de servicio",
    bonus: "Bono por alistamiento",
    tsp: "Aporte al TSP",
    pay: "Sueldo mensual",
    basic: "Sueldo base",
    bah: "Subsidio de vivienda (BAH, libre de impuestos; depende del código postal)",
    bas: "Subsidio de alimentación (BAS, libre de impuestos)",
    gross: "Sueldo bruto",
    federal: "Impuesto federal sobre la renta",
    state: "Impuesto estatal sobre la renta",
    fica: "Seguro Social y Medicare (FICA)",
    tspLine: "TSP (tu aporte)",
    freeMoney: "TSP del gobierno (automático + contrapartida)",
    net: "Sueldo neto",
    annual: "Sueldo neto al año",
    budget: "Presupuesto mensual sugerido",
    housing: "Vivienda",
    food: "Comida",
    transportation: "Transporte",
    personal: "Personal",
    savings: "Ahorro",
    entertainment: "Entretenimiento",
    emergency: "Fondo de emergencia",
    footer: (year: number) => `Estimaciones con tarifas de ${year}. El sueldo real depende de tus órdenes, destino e impuestos.`,
    generated: "Generado",
  },
} as const;

/** Branch names in Spanish for the PDF (English ones come from the branches table). */
export const SPANISH_BRANCH_NAMES: Readonly<Record<BranchCode, string>> = {
  army: "Ejército de EE. UU.",
  navy: "Armada de EE. UU.",
  air_force: "Fuerza Aérea de EE. UU.",
  marines: "Cuerpo de Marines de EE. UU.",
  coast_guard: "Guardia Costera de EE. UU.",
  space_force: "Fuerza Espacial de EE. UU.",
};

const usd = (n: number) => `$${n.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Standard fonts cover Latin-1 only: anything else (a typed name) is replaced rather than failing the job. */
const latin1 = (text: string) => text.replace(/[^\x20-\x7e\xa0-\xff]/g, "?");

class Writer {
  private y = 742;
  constructor(
    private readonly page: PDFPage,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
  ) {}

  heading(text: string): void {
    this.y -= 10;
    this.page.drawText(latin1(text), { x: 56, y: this.y, size: 13, font: this.bold });
    this.y -= 18;
  }

  row(label: string, value: string, strong = false): void {
    const font = strong ? this.bold : this.font;
    this.page.drawText(latin1(label), { x: 56, y: this.y, size: 10, font });
    const width = font.widthOfTextAtSize(value, 10);
    this.page.drawText(value, { x: 556 - width, y: this.y, size: 10, font });
    this.y -= 15;
  }

  text(text: string, size: number, font = this.font): void {
    this.page.drawText(latin1(text), { x: 56, y: this.y, size, font, maxWidth: 500, lineHeight: size + 3 });
    this.y -= size + 8;
  }
}

/** The job maker for `budget-pdf`: the scenario's figures as a one-page PDF, watermarked on the free plan. */
export async function makeBudgetPdf(raw: unknown): Promise<JobFile> {
  const payload = raw as BudgetPdfPayload;
  const w = WORDS[payload.language] ?? WORDS.en;
  const c: BudgetCalculation = simulateBudget(payload.settings);
  const s = payload.settings;

  const doc = await PDFDocument.create();
  doc.setTitle(`${w.title}: ${payload.name}`);
  doc.setProducer("ASVAB Prep");
  const page = doc.addPage([612, 792]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const out = new Writer(page, font, bold);

  out.text(w.title, 18, bold);
  out.text(`${payload.name} - ${w.generated} ${payload.requestedAt.slice(0, 10)}`, 10);
  out.heading(w.settings);
  out.row(w.grade, s.grade);
  out.row(w.branch, latin1(payload.branchName));
  out.row(w.years, String(s.yearsOfService));
  out.row(w.bonus, usd(s.signingBonus));
  out.row(w.tsp, `${s.tspPercent}%`);
  out.heading(w.pay);
  out.row(w.basic, usd(c.basePay));
  out.row(w.bah, usd(c.bah));
  out.row(w.bas, usd(c.bas));
  out.row(w.gross, usd(c.grossPay), true);
  out.row(w.federal, `-${usd(c.federalTax)}`);
  out.row(w.state, `-${usd(c.stateTax)}`);
  out.row(w.fica, `-${usd(c.ficaTax)}`);
  out.row(w.tspLine, `-${usd(c.tspContribution)}`);
  out.row(w.net, usd(c.netPay), true);
  out.row(w.annual, usd(c.annualNetPay));
  out.row(w.freeMoney, `+${usd(c.tspFreeMoney)}`);
  out.heading(w.budget);
  for (const key of ["housing", "food", "transportation", "personal", "savings", "entertainment", "emergency"] as const) {
    out.row(w[key], usd(c.monthlyBudget[key]));
  }
  page.drawText(latin1(w.footer(c.payYear)), { x: 56, y: 48, size: 8, font, color: rgb(0.35, 0.35, 0.35), maxWidth: 500 });

  if (payload.watermark) {
    page.drawText(BUDGET_PDF_WATERMARK, {
      x: 110,
      y: 250,
      size: 44,
      font: bold,
      color: rgb(0.6, 0.6, 0.6),
      opacity: 0.25,
      rotate: degrees(40),
    });
  }
  const safe = payload.name.replace(/[^\w-]+/g, "-").replace(/^-+|-+$/g, "") || "budget";
  return { name: `budget-${safe}.pdf`, contentType: "application/pdf", bytes: Buffer.from(await doc.save()) };
}
