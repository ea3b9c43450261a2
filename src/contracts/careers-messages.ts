/**
 * MOS Pathfinder (recruiter/content spec §2.5, §3 "MOS position" and "Pathfinder", §5, §7): `GET /api/mos-positions`,
 * `POST /api/mos-pathfinder`, and the learner's latest full test as the form's starting values.
 */

export const CAREERS_MESSAGES = {
  afqtRequired: "Enter an AFQT score greater than 0",
  afqtMax: "AFQT score is a percentile: at most 99",
  lineScoresRequired: "Enter at least one line score",
  lineScoreNotNumber: "Line scores must be numbers",
  lineScoreNegative: "Line scores cannot be negative",
  lineScoreUnknown: "Unknown line score code",
  branchInvalid: "Choose a valid military branch",
  categoryInvalid: "Choose a valid category",
} as const;
