import type { PublicUser } from "@contracts/user";
import type { UserRow } from "./repo";

/** The only shape of a user that leaves the server: never the password hash. */
export function toPublicUser(u: UserRow): PublicUser {
  return {
    id: u.id,
    username: u.username,
    email: u.email,
    role: u.role,
    subscriptionTier: u.subscriptionTier,
    targetBranch: u.targetBranch,
    hasBridgeAccess: u.hasBridgeAccess,
    testMode: u.testMode,
    createdAt: u.createdAt.toISOString(),
    lastLoginAt: u.lastLoginAt ? u.lastLoginAt.toISOString() : null,
  };
}
