import type { BASIC_PAY_2026 } from "./basic-pay-2026";

/**
 * Pay grades in the order a learner reads them: enlisted, warrant officers, commissioned officers, then officers
 * with over four years of prior enlisted or warrant service (O-1E to O-3E, paid on their own rows).
 */
export const PAY_GRADES = [
  "E-1",
  "E-2",
  "E-3",
  "E-4",
  "E-5",
  "E-6",
  "E-7",
  "E-8",
  "E-9",
  "W-1",
  "W-2",
  "W-3",
  "W-4",
  "W-5",
  "O-1",
  "O-2",
  "O-3",
  "O-4",
  "O-5",
  "O-6",
  "O-7",
  "O-8",
  "O-9",
  "O-10",
  "O-1E",
  "O-2E",
  "O-3E",
] as const satisfies readonly (keyof typeof BASIC_PAY_2026)[];
export type PayGrade = (typeof PAY_GRADES)[number];

export type GradeKind = "enlisted" | "warrant" | "officer";

export function gradeKind(grade: PayGrade): GradeKind {
  if (grade.startsWith("E-")) return "enlisted";
  if (grade.startsWith("W-")) return "warrant";
  return "officer";
}

export function isPayGrade(value: string): value is PayGrade {
  return (PAY_GRADES as readonly string[]).includes(value);
}
