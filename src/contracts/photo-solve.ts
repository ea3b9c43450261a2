import { z } from "zod";
import { isTimeZone } from "@domain/analytics/calendar-day";
import { SECTION_CODES, type SectionCode } from "@domain/constants";
import { hasNul, int4Id, int4IdParam, NO_NUL_MESSAGE, text } from "./common";
import { PHOTO_SOLVE_MESSAGES } from "./photo-solve-messages";

/**
 * The Photo-Solve Scanner (learning spec §2, §3 "Photo scan", §4, §5, §7, §9; issue 14). The server reads the photo
 * (local OCR), detects the subject, and works out a solution from our own bank, a math solver or WordNet; the
 * `confidence` it reports is calibrated on `npm run bench:solve` (decision 0023).
 *
 * Time zone: the weekly allowance resets Sunday 00:00 in the learner's zone. The client sends its IANA zone as
 * `?tz=` on reads and `timeZone` in bodies (as analytics and the study log do); without one the server uses UTC.
 */

export const PHOTO_SOLVE_LIMITS = {
  /** Largest decoded image the server takes (413 above). */
  maxImageBytes: 8 * 1024 * 1024,
  /** Spec §9. */
  recentCount: 6,
  previewChars: 100,
  /** A typed question: long enough for a passage and four options. */
  typedTextMax: 4000,
} as const;

export { PHOTO_SOLVE_MESSAGES } from "./photo-solve-messages";
const M = PHOTO_SOLVE_MESSAGES;

/** Spec §5 subject list, with the section code the rest of the app uses. */
export const PHOTO_SOLVE_SUBJECTS: readonly { code: SectionCode; name: string }[] = [
  { code: "AR", name: "Arithmetic Reasoning" },
  { code: "WK", name: "Word Knowledge" },
  { code: "PC", name: "Paragraph Comprehension" },
  { code: "MK", name: "Mathematics Knowledge" },
  { code: "GS", name: "General Science" },
  { code: "EI", name: "Electronics Information" },
  // The spec's one subject for the two shop subtests: AI and SI share this name; typed "Auto and Shop Information" → AI.
  { code: "AI", name: "Auto and Shop Information" },
  { code: "SI", name: "Auto and Shop Information" },
  { code: "MC", name: "Mechanical Comprehension" },
  { code: "AO", name: "Assembling Objects" },
];

/** The subject name for a section code (spec §5 names). */
export function subjectName(code: SectionCode): string {
  return PHOTO_SOLVE_SUBJECTS.find((s) => s.code === code)?.name ?? code;
}

/** A typed subject: a section code ("AR") or a spec subject name ("Arithmetic Reasoning"), any case. */
export function subjectCodeOf(value: string): SectionCode | undefined {
  const v = value.trim().toLowerCase();
  const byCode = SECTION_CODES.find((c) => c.toLowerCase() === v);
  return byCode ?? PHOTO_SOLVE_SUBJECTS.find((s) => s.name.toLowerCase() === v)?.code;
}

/** Spec §9: above 0.8 High, above 0.6 Medium, else Low. */
export type ConfidenceLabel = "High" | "Medium" | "Low";
export function confidenceLabel(confidence: number): ConfidenceLabel {
  return confidence > 0.8 ? "High" : confidence > 0.6 ? "Medium" : "Low";
}

const optionalTimeZone = z.string().refine(isTimeZone, "Unknown time zone").optional();

/** GET /api/photo-solve/usage?tz=…  (and /recent?tz=… for symmetry; the zone only matters to the allowance). */
export const photoSolveQuery = z.object({ tz: optionalTimeZone });

/** Spec §3 "Usage", plus the weekly allowance and the zone the week was counted in. */
export const photoSolveUsage = z.object({
  scansUsed: z.number().int(),
  /** null = unlimited (premium and annual). */
  scansRemaining: z.number().int().nullable(),
  /** When the count starts again: next Sunday 00:00 in `timeZone`, as an ISO instant. */
  resetDate: z.string(),
  /** null = unlimited. */
  weeklyLimit: z.number().int().nullable(),
  timeZone: z.string(),
});
export type PhotoSolveUsageDto = z.infer<typeof photoSolveUsage>;

export const solutionSource = z.enum(["bank", "math", "vocabulary", "none"]);
export type SolutionSource = z.infer<typeof solutionSource>;

export const optionLetter = z.enum(["A", "B", "C", "D"]);
export const scanOption = z.object({ letter: optionLetter, text: z.string() });
export type ScanOptionDto = z.infer<typeof scanOption>;

/** Spec §3 "Solution" (difficulty, explanation, steps, answer) and where it came from. */
export const photoSolution = z.object({
  difficulty: z.enum(["easy", "medium", "hard"]),
  explanation: z.string(),
  steps: z.array(z.string()),
  /** What to mark, e.g. "B) 12"; for source "none", a sentence saying no confident answer was found. */
  answer: z.string(),
  /** The option letter when the solver chose one; null when it did not (source "none", or no options read). */
  answerLetter: optionLetter.nullable(),
  source: solutionSource,
  /** Similar items of our own bank to practise (stems only, never keys). */
  relatedQuestions: z.array(z.object({ id: z.string(), sectionCode: z.enum(SECTION_CODES), text: z.string() })).optional(),
  /** The detected subject's study guides (for source "none" chiefly). */
  studyGuide: z.array(z.object({ title: z.string(), content: z.string() })).optional(),
});
export type PhotoSolutionDto = z.infer<typeof photoSolution>;

/** Spec §3 "Photo scan" (the analysis the scan call returns), plus what the server adds. */
export const photoScan = z.object({
  id: z.number().int(),
  kind: z.enum(["photo", "typed"]),
  /**
   * A URL to fetch the stored image (`GET /api/photo-solve/scans/{id}/image`, same session; use it as an <img src>),
   * not a data URL: the recent list stays small. null for a typed question.
   */
  originalImage: z.string().nullable(),
  extractedText: z.string(),
  /** The question without its options (the stem); equals extractedText when no options were found. */
  stem: z.string(),
  /** Spec §5 subject name, e.g. "Arithmetic Reasoning". */
  detectedSubject: z.string(),
  subjectCode: z.enum(SECTION_CODES),
  /** 0..1, calibrated: the measured chance that the solution's answer is right (labels per §9: confidenceLabel). */
  confidence: z.number().min(0).max(1),
  /** The OCR engine's own reading confidence, 0..1; null for a typed question. */
  readConfidence: z.number().min(0).max(1).nullable(),
  options: z.array(scanOption).optional(),
  /** Absent (null) until POST /api/photo-solve/solve is called (spec §4), then attached. */
  solution: photoSolution.nullable(),
  /** Spec §9: the first 100 characters of the extracted text. */
  preview: z.string(),
  createdAt: z.string(),
});
export type PhotoScanDto = z.infer<typeof photoScan>;

/** POST /api/photo-solve/scan. `userId` (spec §7) may be sent and is ignored: the user comes from the session. */
export const photoScanRequest = z.object({
  /** `canvas.toDataURL('image/jpeg', 0.9)` output, any image data URL, or bare base64. JPEG, PNG or WebP. */
  imageData: text().min(1, M.imageRequired),
  timeZone: optionalTimeZone,
});
export type PhotoScanRequest = z.infer<typeof photoScanRequest>;

/**
 * POST /api/photo-solve/analyze-text: a typed question and its subject (a code or a spec subject name). Analysed by
 * the server like a photo but NOT counted against the weekly scan allowance: the spec's typed path (§4) never used a
 * scan and needs no OCR, which is what the allowance rations. Stored, so solve and recent work with its id.
 */
export const analyzeTextRequest = z.object({
  text: z
    .string({ message: M.missing })
    .refine((v) => !hasNul(v), NO_NUL_MESSAGE)
    .transform((v) => v.trim())
    .pipe(z.string().min(1, M.missing).max(PHOTO_SOLVE_LIMITS.typedTextMax, M.typedTooLong)),
  subject: z.string({ message: M.missing }).refine((v) => subjectCodeOf(v) !== undefined, M.missing),
  timeZone: optionalTimeZone,
});
export type AnalyzeTextRequest = z.infer<typeof analyzeTextRequest>;

/** POST /api/photo-solve/solve: `questionId` is the scan's id (spec §7); `userId` ignored. */
export const photoSolveRequest = z.object({ questionId: int4Id("questionId is required") });
export type PhotoSolveRequest = z.infer<typeof photoSolveRequest>;

export const photoScanParams = z.object({ id: int4IdParam("Scan id") });
