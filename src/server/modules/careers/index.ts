import type { LatestScoredFullTest } from "../full-test";
import { careersRepo } from "./repo";
import { careersService } from "./service";

export { careersRoutes } from "./routes";
export { careersService, positionDto, type CareersService } from "./service";
export { careersRepo } from "./repo";

/** MOS Pathfinder: the positions catalogue (content, no table) and the learner's latest full test (full-test module). */
export const careersModule = (deps: { latestFullTest(userId: number): Promise<LatestScoredFullTest | null> }) => ({
  service: careersService({ repo: careersRepo(), latestFullTest: deps.latestFullTest }),
});
