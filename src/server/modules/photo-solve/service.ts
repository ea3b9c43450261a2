import { PHOTO_SOLVE_LIMITS, PHOTO_SOLVE_MESSAGES as M, subjectCodeOf, subjectName } from "@contracts/photo-solve";
import type { AnalyzeTextRequest, PhotoScanDto, PhotoSolutionDto, PhotoSolveUsageDto } from "@contracts/photo-solve";
import type { SectionCode } from "@domain/constants";
import { entitlementsOf, remainingOf } from "@domain/entitlements";
import { analyseQuestion, type Analysis, type SolvableItem, type SolveKnowledge } from "@domain/solve/analyse";
import { learnerWeek } from "@domain/week";
import type { StoredPhotoSolution } from "../../db/schema";
import type { UserRow } from "../../db/rows";
import { HttpError, notFound } from "../../plugins/errors";
import type { OcrEngine } from "../../ocr/engine";
import { closestPrint, printsOfPage } from "../../ocr/figure-print";
import { decodedLength, decodeImageData, IMAGE_MIME, sniffImageType } from "../../ocr/image";
import { CorruptImageError } from "../../ocr/preprocess";
import { buildSolveKnowledge } from "../../solve/knowledge";
import type { FigurePrintStore } from "./figure-prints";
import type { PhotoScanSummary, PhotoSolveRepo } from "./repo";

/** A fixed-window counter shared by every instance (the auth module's `rate_limits`, passed in by app.ts). */
export interface WindowCounter {
  incrementCounter(key: string, now: Date, windowMs: number): Promise<{ count: number; resetAt: Date }>;
}

export interface PhotoSolveDeps {
  ocr: OcrEngine;
  counter: WindowCounter;
  /** Prints of the bank's look-alike figures, to tell such items apart by the photo's drawing. */
  prints?: Pick<FigurePrintStore, "forItems">;
  /** Study guides of a section (title, content), from the study library. */
  studyGuides(section: SectionCode): { title: string; content: string }[];
  clock?: () => Date;
  /** Scans and typed questions per learner per minute (OCR is the costly part; typed ones are counted too). */
  perMinute?: number;
}

const limitReached = () => new HttpError(403, M.limit, undefined, { code: "SCAN_LIMIT" });
/** Characters of the study guide sent with a "no confident solution". */
const GUIDE_CHARS = 700;

export function photoSolveService(repo: PhotoSolveRepo, deps: PhotoSolveDeps) {
  const clock = deps.clock ?? (() => new Date());
  const perMinute = deps.perMinute ?? 10;
  let knowledge: Promise<SolveKnowledge<SectionCode>> | undefined;
  let builtAt = 0;

  /** Built on first use and again every 6 hours: the bank changes only with a deploy, and rebuilding takes ~2 s. */
  function solver(): Promise<SolveKnowledge<SectionCode>> {
    if (!knowledge || Date.now() - builtAt > 6 * 3_600_000) {
      builtAt = Date.now();
      knowledge = repo
        .bankItems()
        .then((items: SolvableItem[]) => buildSolveKnowledge(items))
        .catch((err: unknown) => {
          knowledge = undefined;
          throw err;
        });
    }
    return knowledge;
  }

  /**
   * Reads the question; when its words fit a group of bank items that only their drawings tell apart, the one whose
   * drawing is clearly most like the photo's is taken (else none: the honest "no confident solution").
   */
  async function withDrawing(knowledge: SolveKnowledge<SectionCode>, text: string, prepared: Buffer | undefined) {
    const first = analyseQuestion(knowledge, text);
    if (!first.lookAlikes || !prepared || !deps.prints) return first;
    const pages = await printsOfPage(prepared);
    if (pages.length === 0) return first;
    const choice = closestPrint(pages, await deps.prints.forItems(first.lookAlikes));
    return choice ? analyseQuestion(knowledge, text, undefined, choice) : first;
  }

  async function usage(user: UserRow, timeZone: string | undefined): Promise<PhotoSolveUsageDto> {
    const week = learnerWeek(clock(), timeZone);
    const limit = entitlementsOf(user.subscriptionTier).photoScansPerWeek;
    const used = await repo.photoScansSince(user.id, week.start);
    return {
      scansUsed: used,
      scansRemaining: remainingOf(limit, used),
      resetDate: week.nextReset.toISOString(),
      weeklyLimit: limit,
      timeZone: week.timeZone,
    };
  }

  async function throttle(user: UserRow): Promise<void> {
    const window = await deps.counter.incrementCounter(`photo-solve:${user.id}`, clock(), 60_000);
    if (window.count > perMinute) throw new HttpError(429, M.tooFast);
  }

  function toSolution(analysis: Analysis<SectionCode>): StoredPhotoSolution {
    return {
      difficulty: analysis.difficulty,
      explanation: analysis.explanation,
      steps: analysis.steps,
      answer: analysis.answer,
      answerLetter: analysis.answerLetter,
      source: analysis.path.startsWith("bank")
        ? "bank"
        : analysis.path.startsWith("math")
          ? "math"
          : analysis.path.startsWith("vocabulary")
            ? "vocabulary"
            : "none",
      relatedQuestions: analysis.similar.map((it) => ({ id: it.id, sectionCode: it.section, text: it.stem })),
      ...(analysis.path === "none"
        ? { studyGuide: deps.studyGuides(analysis.subject).map((g) => ({ title: g.title, content: clip(g.content, GUIDE_CHARS) })) }
        : {}),
      ...(analysis.matchedItemId ? { matchedQuestionId: analysis.matchedItemId } : {}),
    };
  }

  return {
    usage,
    solver,

    /** Reads, understands and stores a photo; refused past the weekly allowance (counted atomically when stored). */
    async scan(user: UserRow, imageData: string, timeZone: string | undefined): Promise<PhotoScanDto> {
      if (decodedLength(imageData) > PHOTO_SOLVE_LIMITS.maxImageBytes) throw new HttpError(413, M.imageTooLarge);
      const decoded = decodeImageData(imageData);
      if (!decoded.ok) throw new HttpError(400, M.imageEncoding, { imageData: [M.imageEncoding] });
      if (decoded.bytes.length > PHOTO_SOLVE_LIMITS.maxImageBytes) throw new HttpError(413, M.imageTooLarge);
      const type = sniffImageType(decoded.bytes);
      if (!type) throw new HttpError(400, M.imageType, { imageData: [M.imageType] });

      const limit = entitlementsOf(user.subscriptionTier).photoScansPerWeek;
      const week = learnerWeek(clock(), timeZone);
      // A quick refusal before the costly reading; the count that binds is the one taken when the scan is stored.
      if (limit !== null && (await repo.photoScansSince(user.id, week.start)) >= limit) throw limitReached();
      await throttle(user);

      let read;
      try {
        read = await deps.ocr.read(decoded.bytes);
      } catch (err) {
        if (err instanceof CorruptImageError) throw new HttpError(400, M.imageCorrupt, { imageData: [M.imageCorrupt] });
        throw err;
      }
      const text = tidy(read.text);
      if ((text.match(/[A-Za-z0-9]/g) ?? []).length < 3) throw new HttpError(400, M.noText, { imageData: [M.noText] });
      const analysis = await withDrawing(await solver(), text, read.prepared);
      const saved = await repo.insertWithinAllowance(
        {
          userId: user.id,
          kind: "photo",
          image: decoded.bytes,
          imageType: IMAGE_MIME[type],
          extractedText: text,
          stem: analysis.stem,
          options: analysis.options,
          subjectCode: analysis.subject,
          confidence: analysis.confidence,
          readConfidence: read.confidence,
          solution: toSolution(analysis),
        },
        week.start,
        limit,
      );
      if (!saved) throw limitReached();
      return toDto(saved);
    },

    /** A typed question and its subject: analysed like a photo, stored, not counted against the allowance. */
    async analyzeText(user: UserRow, input: AnalyzeTextRequest): Promise<PhotoScanDto> {
      const subject = subjectCodeOf(input.subject);
      if (!subject) throw new HttpError(400, M.missing, { subject: [M.missing] });
      await throttle(user);
      const text = tidy(input.text);
      const analysis = analyseQuestion(await solver(), text, subject);
      const saved = await repo.insert({
        userId: user.id,
        kind: "typed",
        image: null,
        imageType: null,
        extractedText: text,
        stem: analysis.stem,
        options: analysis.options,
        subjectCode: subject,
        confidence: analysis.confidence,
        readConfidence: null,
        solution: toSolution(analysis),
      });
      return toDto(saved);
    },

    /** Spec §4 "Generate": the scan's solution, attached from now on. Another learner's scan is not found. */
    async solve(user: UserRow, scanId: number): Promise<PhotoSolutionDto> {
      const row = await repo.reveal(user.id, scanId, clock());
      if (!row) throw notFound(M.notFound);
      return publicSolution(row.solution);
    },

    async recent(user: UserRow): Promise<PhotoScanDto[]> {
      return (await repo.recent(user.id, PHOTO_SOLVE_LIMITS.recentCount)).map(toDto);
    },

    async get(user: UserRow, id: number): Promise<PhotoScanDto> {
      const row = await repo.find(user.id, id);
      if (!row) throw notFound(M.notFound);
      return toDto(row);
    },

    async image(user: UserRow, id: number): Promise<{ image: Buffer; imageType: string }> {
      const found = await repo.image(user.id, id);
      if (!found) throw notFound(M.notFound);
      return found;
    },
  };
}
export type PhotoSolveService = ReturnType<typeof photoSolveService>;

function publicSolution(stored: StoredPhotoSolution): PhotoSolutionDto {
  const { matchedQuestionId: _internal, relatedQuestions, ...rest } = stored;
  return { ...rest, relatedQuestions: (relatedQuestions ?? []).map((q) => ({ ...q, sectionCode: q.sectionCode as SectionCode })) };
}

export function toDto(row: PhotoScanSummary): PhotoScanDto {
  const subjectCode = row.subjectCode as SectionCode;
  return {
    id: row.id,
    kind: row.kind,
    originalImage: row.kind === "photo" ? `/api/photo-solve/scans/${row.id}/image` : null,
    extractedText: row.extractedText,
    stem: row.stem,
    detectedSubject: subjectName(subjectCode),
    subjectCode,
    confidence: row.confidence,
    readConfidence: row.readConfidence,
    ...(row.options && row.options.length ? { options: row.options } : {}),
    solution: row.revealedAt ? publicSolution(row.solution) : null,
    preview: row.extractedText.slice(0, PHOTO_SOLVE_LIMITS.previewChars),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * OCR text without stray blank lines, trailing spaces, and the specks a page edge or table leaves: runs of = | — ~
 * at either end of a line, a lone capital or mark far (two spaces or more) from the text at the end of a line.
 */
export function tidy(text: string): string {
  return text
    .replace(/\r/g, "")
    .split("\n")
    .map((l) =>
      l
        .replace(/^\s*(?:[=|—_~]+\s+)+/, "")
        .replace(/(?:\s+[=|—_~]+)+\s*$/, "")
        .replace(/\s{2,}(?:[A-Z]|[^\w\s$]{1,2})\s*$/, "")
        .replace(/^\s*[^\w\s$(]{1,2}\s+(?=\S)/, "")
        .replace(/\s+$/g, ""),
    )
    .filter((l, i, all) => l.length > 0 || (i > 0 && (all[i - 1] ?? "").length > 0))
    .join("\n")
    .trim();
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, text.lastIndexOf(" ", max))}…`;
}
