import { STUDY_MATERIALS } from "@content/study-materials";
import type { SectionCode } from "@domain/constants";
import type { Db } from "../../db/client";
import type { OcrEngine } from "../../ocr/engine";
import { figurePrintStore } from "./figure-prints";
import { photoSolveRepo } from "./repo";
import { photoSolveService, type WindowCounter } from "./service";

export { photoSolveRoutes } from "./routes";
export { photoSolveService, toDto, type PhotoSolveService, type WindowCounter } from "./service";
export { photoSolveRepo } from "./repo";
export { figurePrintStore, type FigurePrintStore } from "./figure-prints";

/** The study library's guides (then formula sheets) for a section: what a "no confident solution" points to. */
export function studyGuidesFor(section: SectionCode): { title: string; content: string }[] {
  const own = STUDY_MATERIALS.filter((m) => m.section === section);
  return [...own.filter((m) => m.type === "guide"), ...own.filter((m) => m.type === "formula")]
    .slice(0, 2)
    .map((m) => ({ title: m.title, content: m.content }));
}

/** The Photo-Solve Scanner: local OCR, understanding from our own bank, weekly allowance from the rule book. */
export const photoSolveModule = (
  db: Db,
  { ocr, counter, clock, perMinute }: { ocr: OcrEngine; counter: WindowCounter; clock?: () => Date; perMinute?: number },
) => {
  const prints = figurePrintStore(db);
  return {
    /** The look-alike figures' prints, made by a background task (app.ts) and read by the scanner. */
    prints,
    service: photoSolveService(photoSolveRepo(db), {
      ocr,
      counter,
      prints,
      studyGuides: studyGuidesFor,
      ...(clock ? { clock } : {}),
      ...(perMinute ? { perMinute } : {}),
    }),
  };
};
