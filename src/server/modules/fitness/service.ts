import type { FitnessProfile, FitnessProfileRequest, FitnessRecord, FitnessRecordRequest } from "@contracts/fitness";
import { hasMeasuredEvent } from "@domain/fitness";
import type { FitnessRecordRow, FitnessRecordValues, FitnessRepo } from "./repo";

const toRecord = (row: FitnessRecordRow): FitnessRecord => ({
  id: row.id,
  pushUps: row.pushUps,
  sitUps: row.sitUps,
  runTimeMinutes: row.runTimeMinutes,
  runTimeSeconds: row.runTimeSeconds,
  runDistance: row.runDistance,
  plankMinutes: row.plankMinutes,
  plankSeconds: row.plankSeconds,
  weight: row.weight,
  height: row.height,
  testType: row.testType,
  notes: row.notes,
  recordedAt: row.recordedAt.toISOString(),
  isValid: row.isValid,
});

/** The columns a request sets; `recordedAt` only when given (an edit that leaves it out keeps the stored one). */
function valuesOf(input: FitnessRecordRequest): FitnessRecordValues {
  const { recordedAt, ...fields } = input;
  return { ...fields, isValid: hasMeasuredEvent(fields), ...(recordedAt ? { recordedAt: new Date(recordedAt) } : {}) };
}

export function fitnessService(repo: FitnessRepo) {
  return {
    async list(userId: number): Promise<FitnessRecord[]> {
      return (await repo.list(userId)).map(toRecord);
    },
    async add(userId: number, input: FitnessRecordRequest): Promise<FitnessRecord> {
      return toRecord(await repo.insert(userId, valuesOf(input)));
    },
    /** Undefined when the learner has no record with that id (someone else's included). */
    async update(userId: number, id: number, input: FitnessRecordRequest): Promise<FitnessRecord | undefined> {
      const row = await repo.update(userId, id, valuesOf(input));
      return row && toRecord(row);
    },
    remove: (userId: number, id: number) => repo.remove(userId, id),
    async profile(userId: number): Promise<FitnessProfile> {
      const row = await repo.profile(userId);
      return { birthYear: row?.birthYear ?? null, sex: row?.sex ?? null };
    },
    async saveProfile(userId: number, input: FitnessProfileRequest): Promise<FitnessProfile> {
      const row = await repo.saveProfile(userId, input);
      return { birthYear: row.birthYear, sex: row.sex };
    },
  };
}
export type FitnessService = ReturnType<typeof fitnessService>;
