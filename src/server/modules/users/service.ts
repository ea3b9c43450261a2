import { USER_MESSAGES } from "@contracts/user";
import type { BranchCode, TestMode } from "@domain/constants";
import { hasBridgeAccess } from "@domain/entitlements";
import { HttpError, forbidden } from "../../plugins/errors";
import type { UserRow } from "../../db/rows";
import type { BranchesRepo } from "../branches";
import type { UsersRepo } from "./repo";

export function usersService(users: UsersRepo, branches: BranchesRepo) {
  return {
    async setTargetBranch(user: UserRow, code: BranchCode | null): Promise<UserRow> {
      if (code !== null && !(await branches.findByCode(code))) {
        throw new HttpError(400, "Choose a valid military branch", { targetBranch: ["Choose a valid military branch"] });
      }
      return (await users.setTargetBranch(user.id, code)) ?? user;
    },

    /** SAT and ACT are a paid bridge; the server, not the unlock dialog, is what keeps them closed. */
    async setTestMode(user: UserRow, mode: TestMode): Promise<UserRow> {
      if (mode !== "asvab" && !hasBridgeAccess(user)) throw forbidden(USER_MESSAGES.bridgeRequired);
      return (await users.setTestMode(user.id, mode)) ?? user;
    },
  };
}
export type UsersService = ReturnType<typeof usersService>;
