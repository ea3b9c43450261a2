import { z } from "zod";
import { isTimeZone } from "@domain/analytics/calendar-day";
import { int4IdParam } from "./common";
import { fitnessRecord } from "./fitness";
import { RECRUITER_PACKET_MESSAGES } from "./recruiter-packet-messages";

/**
 * The recruiter packet (learning spec §2, §3, §4, §7; issue 14): a zip made in the background through the durable
 * job queue — a PDF summary of scores, the fitness report, the 4-week study log (CSV), the latest cheat sheet and
 * `packet.json` with the same data. The server reports its real progress as the §4 steps.
 */
export const RECRUITER_PACKET_LIMITS = {
  /** Learning spec §9: the study log covers 4 weeks. */
  studyLogWeeks: 4,
  /** Learning spec §9: the zip downloads 2 s after it is ready. */
  downloadDelayMs: 2000,
  /** How often the screen asks the job's status while the packet is made. */
  pollMs: 400,
  /** Packets a learner may ask for per rolling hour (each one reads everything the learner has). */
  perHour: 10,
} as const;

export { RECRUITER_PACKET_MESSAGES } from "./recruiter-packet-messages";

/**
 * Learning spec §4's steps with their percentages, in order; the job reports each as it starts it, and `complete`
 * when the zip is stored. The step names are what `/api/exports/{jobId}` returns as `step`.
 */
export const PACKET_STEPS = [
  { step: "collecting_fitness", percent: 10 },
  { step: "study_performance", percent: 25 },
  { step: "afqt_estimate", percent: 40 },
  { step: "dashboard", percent: 55 },
  { step: "fitness_reports", percent: 70 },
  { step: "study_log", percent: 85 },
  { step: "packaging", percent: 95 },
  { step: "complete", percent: 100 },
] as const;
export type PacketStep = (typeof PACKET_STEPS)[number]["step"];
export const PACKET_STEP_NAMES = PACKET_STEPS.map((s) => s.step) as [PacketStep, ...PacketStep[]];

/** The zip's file names. The cheat sheet keeps the name its maker gave it. */
export const PACKET_FILES = {
  summary: "score-summary.pdf",
  fitness: "fitness-report.pdf",
  studyLog: "study-log.csv",
  data: "packet.json",
} as const;

/**
 * POST /api/recruiter-packet/generate. The spec sends no payload; a client may add the PDF's language and its time
 * zone (study-log days are the learner's days; UTC otherwise). The user is the session's, never a body field.
 */
export const generatePacketRequest = z
  .object({
    language: z.enum(["en", "es"]).default("en"),
    tz: z.string().refine(isTimeZone, "Unknown time zone").optional(),
  })
  // Fastify hands a request without a body over as null.
  .nullish();

export const generatePacketResponse = z.object({
  id: z.number().int(),
  jobId: z.string(),
  /** Learning spec §7: the zip's address (202 with Retry-After while it is made, then the file). */
  downloadUrl: z.string(),
  /** The job's state with `progress` and `step` (GET /api/exports/{jobId}). */
  statusUrl: z.string(),
});
export type GeneratePacketResponse = z.infer<typeof generatePacketResponse>;

/** Learning spec §3's recruiter packet, plus its state while it is made. */
export const recruiterPacket = z.object({
  id: z.number().int(),
  status: z.enum(["generating", "ready", "error"]),
  /** When the zip was made; null while it is being made. */
  generatedAt: z.string().nullable(),
  createdAt: z.string(),
  includesFitness: z.boolean(),
  includesCheatSheet: z.boolean(),
  includesStudyLog: z.boolean(),
  downloadCount: z.number().int(),
  /**
   * The learner chose 'Share with my recruiter' (PATCH /api/recruiter-packet/{id}); the recruiter area lists the
   * packets with this flag set, and only those.
   */
  sharedWithRecruiter: z.boolean(),
  jobId: z.string(),
  progress: z.number().int(),
  step: z.string().nullable(),
});
export type RecruiterPacketDto = z.infer<typeof recruiterPacket>;

export const recruiterPacketParams = z.object({ id: int4IdParam("Packet id") });

/** GET /api/recruiter-packet/{id}/download: counts the download and says where the zip is. */
export const packetDownloadResponse = z.object({ downloadUrl: z.string() });

/** PATCH /api/recruiter-packet/{id}: 'Share with my recruiter' (or stop sharing). */
export const sharePacketRequest = z.object({ sharedWithRecruiter: z.boolean({ message: RECRUITER_PACKET_MESSAGES.shareFlag }) });

const range = z.object({ low: z.number().int(), high: z.number().int(), basis: z.enum(["full_test", "practice"]) });

/** `packet.json`: the same figures the PDFs print, as the API reports them. */
export const packetData = z.object({
  format: z.literal("asvab-prep/recruiter-packet@1"),
  generatedAt: z.string(),
  language: z.enum(["en", "es"]),
  watermarked: z.boolean(),
  learner: z.object({ username: z.string(), targetBranch: z.string().nullable() }),
  afqt: z.object({
    score: z.number().int().nullable(),
    source: z.enum(["full_test", "practice"]),
    category: z.string().nullable(),
    range: range.nullable(),
    fullTestId: z.string().nullable(),
    takenAt: z.string().nullable(),
  }),
  /** The latest finished full test's scores: standard scores per subtest and the line scores (composites). */
  fullTest: z
    .object({
      id: z.string(),
      completedAt: z.string(),
      standardScores: z.record(z.string(), z.number().int()),
      ve: z.number().int(),
      as: z.number().int(),
      afqtRaw: z.number().int(),
      afqtPercentile: z.number().int(),
      afqtCategory: z.string(),
      lineScores: z.record(z.string(), z.record(z.string(), z.number().int())),
    })
    .nullable(),
  summary: z.object({
    completedTests: z.number().int(),
    questionsAnswered: z.number().int(),
    averageScore: z.number().int().nullable(),
    studyDays: z.number().int(),
  }),
  sections: z.array(
    z.object({
      sectionId: z.number().int(),
      code: z.string(),
      name: z.string(),
      averageScore: z.number(),
      completedQuestions: z.number().int(),
      practised: z.boolean(),
    }),
  ),
  fitness: z.object({
    branch: z.string(),
    test: z.string(),
    /** The standard's age band and table (the youngest band or the male table when the learner has not said). */
    band: z.object({ from: z.number().int(), to: z.number().int().nullable() }),
    sex: z.enum(["male", "female"]),
    assumed: z.boolean(),
    status: z.enum(["noData", "notYet", "onTrack", "ready"]),
    events: z.array(
      z.object({
        event: z.string(),
        value: z.number().nullable(),
        minimum: z.number(),
        maximum: z.number().nullable(),
        level: z.enum(["below", "meets", "max"]).nullable(),
      }),
    ),
    /** Every record, newest first (the learner's own notes stay out of the packet). */
    records: z.array(fitnessRecord.omit({ notes: true })),
  }),
  studyLog: z.object({
    timeZone: z.string(),
    from: z.string(),
    to: z.string(),
    totalMinutes: z.number().int(),
    days: z.array(z.object({ date: z.string(), durationMinutes: z.number().int() })),
  }),
  cheatSheet: z.object({ included: z.boolean(), fileName: z.string().nullable() }),
  files: z.array(z.string()),
});
export type PacketData = z.infer<typeof packetData>;
