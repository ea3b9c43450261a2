import { z } from "zod";

export const STUDY_MATERIAL_TYPES = ["guide", "formula", "vocabulary"] as const;
export type StudyMaterialKind = (typeof STUDY_MATERIAL_TYPES)[number];

export const studyMaterial = z.object({
  id: z.string(),
  sectionId: z.number().int(),
  type: z.enum(STUDY_MATERIAL_TYPES),
  title: z.string(),
  /** Markdown subset: "## " subheadings, "- " bullets, **bold**; blank lines between blocks. */
  content: z.string(),
  icon: z.enum(["file-alt", "book", "lightbulb"]),
});
export type StudyMaterialDto = z.infer<typeof studyMaterial>;

/** Preview length on the study materials cards (learning spec §9). */
export const STUDY_PREVIEW_CHARS = 150;
