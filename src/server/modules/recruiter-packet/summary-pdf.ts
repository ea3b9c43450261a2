import type { PacketData } from "@contracts/recruiter-packet";
import { SUBTEST_CODES } from "@domain/asvab";
import type { SectionCode } from "@domain/constants";
import { PacketPdf } from "./pdf-writer";
import { SPANISH_SECTION_NAMES, WORDS } from "./words";
import type { CollectedData } from "./collect";

const day = (iso: string) => iso.slice(0, 10);

/** The composites printed per branch, in the order the full-test results hold them. */
const LINE_BRANCHES = ["army", "marines", "air_force", "navy"] as const;

/**
 * The packet's score summary: the AFQT estimate with its range, the latest full test's standard and line scores,
 * the practice section scores and the learner's activity — the figures of packet.json, printed.
 */
export async function scoreSummaryPdf(data: CollectedData | PacketData): Promise<Buffer> {
  const w = WORDS[data.language];
  const sectionName = (code: string, name: string) =>
    data.language === "es" ? (SPANISH_SECTION_NAMES[code as SectionCode] ?? name) : name;
  const pdf = await PacketPdf.create(w.summaryTitle);
  pdf.title(w.summaryTitle, w.preparedFor(data.learner.username, day(data.generatedAt)));

  pdf.heading(w.afqt);
  const a = data.afqt;
  if (a.score === null) {
    pdf.text(w.noAfqt);
  } else {
    pdf.row(w.afqtScore, String(a.score), true);
    if (a.category) pdf.row(w.category, a.category);
    if (a.range) pdf.row(w.range, `${a.range.low} - ${a.range.high}`);
    const core = data.sections.filter((s) => ["AR", "WK", "PC", "MK"].includes(s.code));
    pdf.row(
      w.source,
      a.source === "full_test" && a.takenAt ? w.fromFullTest(day(a.takenAt)) : w.fromPractice(core.filter((s) => s.practised).length, 4),
    );
  }

  pdf.heading(w.fullTest);
  const t = data.fullTest;
  if (!t) {
    pdf.text(w.noFullTest);
  } else {
    for (const code of SUBTEST_CODES) {
      const name = data.sections.find((s) => s.code === code)?.name ?? code;
      pdf.row(`${sectionName(code, name)} (${code})`, String(t.standardScores[code] ?? "-"));
    }
    pdf.row(w.verbal, String(t.ve));
    pdf.row(w.arithmeticScience, String(t.as));
    pdf.row(w.afqtRaw, String(t.afqtRaw));
    pdf.heading(w.lineScores);
    for (const branch of LINE_BRANCHES) {
      const lines = t.lineScores[branch] ?? {};
      const text = Object.entries(lines)
        .map(([k, v]) => `${k} ${v}`)
        .join("   ");
      pdf.text(`${w.branchLines[branch] ?? branch}: ${text}`, 9);
    }
  }

  pdf.heading(w.sections);
  pdf.cells(w.sectionHead, [0, 300, 400], true);
  for (const s of data.sections) {
    pdf.cells(
      [sectionName(s.code, s.name), s.practised ? `${s.averageScore}%` : w.notPractised, String(s.completedQuestions)],
      [0, 300, 400],
    );
  }

  pdf.heading(w.activity);
  pdf.row(w.completedTests, String(data.summary.completedTests));
  pdf.row(w.questionsAnswered, String(data.summary.questionsAnswered));
  pdf.row(w.studyDays, String(data.summary.studyDays));
  return pdf.bytes(w.footer, data.watermarked);
}
