import type { PacketData } from "@contracts/recruiter-packet";
import type { BranchCode } from "@domain/constants";
import { PacketPdf } from "./pdf-writer";
import { BRANCH_NAMES, WORDS } from "./words";
import type { CollectedData } from "./collect";

const mmss = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, "0")}`;
/** Runs and planks are times; the other events are counts. */
const shown = (event: string, value: number) => (event === "run" || event === "plank" ? mmss(value) : String(value));
const EVENT_HEAD_X = [0, 120, 210, 300, 390];
const RECORD_X = [0, 70, 140, 195, 250, 330, 385, 440];

/** The fitness report: where the learner stands against the branch's entry standard, and every record. */
export async function fitnessReportPdf(data: CollectedData | PacketData): Promise<Buffer> {
  const w = WORDS[data.language];
  const f = data.fitness;
  const pdf = await PacketPdf.create(w.fitnessTitle);
  pdf.title(w.fitnessTitle, w.preparedFor(data.learner.username, data.generatedAt.slice(0, 10)));
  const bandText = f.band.to === null ? `${f.band.from}+` : `${f.band.from}-${f.band.to}`;
  pdf.text(w.standard(BRANCH_NAMES[data.language][f.branch as BranchCode] ?? f.branch, f.test, bandText, w[f.sex]));
  if (f.assumed) pdf.text(w.assumed, 8);
  pdf.row(w.status, w.statuses[f.status], true);

  pdf.cells(w.eventHead, EVENT_HEAD_X, true);
  for (const e of f.events) {
    pdf.cells(
      [
        w.events[e.event] ?? e.event,
        e.value === null ? w.notRecorded : shown(e.event, e.value),
        shown(e.event, e.minimum),
        e.maximum === null ? "-" : shown(e.event, e.maximum),
        e.level ? w.levels[e.level] : "-",
      ],
      EVENT_HEAD_X,
    );
  }

  pdf.heading(w.records);
  if (f.records.length === 0) pdf.text(w.noRecords);
  else pdf.cells(w.recordHead, RECORD_X, true);
  for (const r of f.records) {
    const run =
      r.runTimeMinutes !== null || r.runTimeSeconds !== null
        ? `${r.runTimeMinutes ?? 0}:${String(r.runTimeSeconds ?? 0).padStart(2, "0")} (${r.runDistance.replace("_", " ")})`
        : "-";
    const plank =
      r.plankMinutes !== null || r.plankSeconds !== null ? `${r.plankMinutes ?? 0}:${String(r.plankSeconds ?? 0).padStart(2, "0")}` : "-";
    pdf.cells(
      [
        r.recordedAt.slice(0, 10),
        w.testTypes[r.testType] ?? r.testType,
        r.pushUps === null ? "-" : String(r.pushUps),
        r.sitUps === null ? "-" : String(r.sitUps),
        run,
        plank,
        r.weight === null ? "-" : `${r.weight} lb`,
        r.height === null ? "-" : `${r.height} in`,
      ],
      RECORD_X,
    );
  }
  return pdf.bytes(w.footer, data.watermarked);
}
