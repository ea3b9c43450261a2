import { z } from "zod";

/** A file made in the background (platform guide: PDFs and zips go through the durable job queue). */
export const exportParams = z.object({ id: z.string().uuid({ message: "Not a file id" }) });

export const exportStatus = z.object({
  id: z.string(),
  kind: z.string(),
  status: z.enum(["queued", "running", "done", "failed"]),
  error: z.string().nullable(),
  /** How far the file is (0-100, 100 once done) and the step its maker last reported (the recruiter packet's steps). */
  progress: z.number().int().min(0).max(100),
  step: z.string().nullable(),
  /** GET it: 202 with Retry-After while the file is being made, then the file. */
  downloadUrl: z.string(),
});
export type ExportStatus = z.infer<typeof exportStatus>;
