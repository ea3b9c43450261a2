import type { Db } from "../../db/client";
import { questRepo } from "./repo";
import { questService, type MissionSessionRead } from "./service";

export { questRoutes } from "./routes";
export type { QuestService, MissionSessionRead } from "./service";

/** The quest module; app.ts passes in the sessions module's read of a learner's own session. */
export const questModule = (db: Db, { missionSession }: { missionSession: MissionSessionRead }) => ({
  service: questService(questRepo(db), missionSession),
});
