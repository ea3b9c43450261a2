import type { PublicUser } from "@contracts/user";
import { hasBridgeAccess } from "@domain/entitlements";
import type { UserRow } from "../../db/rows";

/** The only shape of a user that leaves the server: never the password hash. */
export function toPublicUser(u: UserRow): PublicUser {
  return {
    id: u.id,
    username: u.username,
    email: u.email,
    role: u.role,
    subscriptionTier: u.subscriptionTier,
    targetBranch: u.targetBranch,
    // The effective access: the Annual plan includes the bridge without a separate purchase.
    hasBridgeAccess: hasBridgeAccess(u),
    testMode: u.testMode,
    createdAt: u.createdAt.toISOString(),
    lastLoginAt: u.lastLoginAt ? u.lastLoginAt.toISOString() : null,
  };
}
