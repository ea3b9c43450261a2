import { createHash, randomBytes } from "node:crypto";
import { AUTH_MESSAGES, type LoginRequest, type RegisterRequest } from "@contracts/auth";
import { HttpError, conflict } from "../../plugins/errors";
import { isCommonPassword } from "../../lib/common-passwords";
import { decoyPasswordHash, hashPassword, verifyPassword } from "../../lib/password";
import type { UserRow } from "../../db/rows";
import type { NewUser, UsersRepo } from "../users";
import type { AuthRepo } from "./repo";
import type { SessionCache } from "./session-cache";

/** Names kept for the product's own staff accounts; nobody can register them. */
const RESERVED_USERNAMES = new Set(["admin", "testuser", "administrator", "root", "support"]);

export interface AuthConfig {
  sessionTtlMs: number;
  maxFailures: number;
  windowMs: number;
  /** Failed sign-ins per account from all addresses together, per window. */
  accountMaxFailures: number;
  /** Sign-ups per address per hour. */
  signUpsPerHour: number;
}

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export function authService(
  users: UsersRepo,
  repo: AuthRepo,
  config: AuthConfig,
  cache: SessionCache,
  clock: () => Date = () => new Date(),
) {
  async function startSession(user: UserRow): Promise<{ token: string; expiresAt: Date }> {
    const now = clock();
    const token = randomBytes(32).toString("base64url");
    const expiresAt = new Date(now.getTime() + config.sessionTtlMs);
    await repo.createSession(hashToken(token), user.id, expiresAt);
    await users.setLastLogin(user.id, now);
    // Housekeeping rides along with sign-ins instead of needing a scheduler.
    await repo.deleteExpired(now);
    return { token, expiresAt };
  }

  async function assertNotThrottled(keys: { pair: string; ip: string; account: string }): Promise<void> {
    const now = clock();
    const [pair, ip, account] = await Promise.all([
      repo.readCounter(keys.pair, now),
      repo.readCounter(keys.ip, now),
      repo.readCounter(keys.account, now),
    ]);
    const blocked = [
      pair && pair.count >= config.maxFailures ? pair : undefined,
      // One address may try many accounts, but not without limit.
      ip && ip.count >= config.maxFailures * 10 ? ip : undefined,
      // Many addresses may not share out the guesses at one account (the counters live in the database, so every
      // instance sees the same totals).
      account && account.count >= config.accountMaxFailures ? account : undefined,
    ].find(Boolean);
    if (blocked) {
      const minutes = Math.max(1, Math.ceil((blocked.resetAt.getTime() - now.getTime()) / 60_000));
      throw new HttpError(429, AUTH_MESSAGES.tooManyAttempts(minutes));
    }
  }

  return {
    startSession,

    /**
     * `insert` stores the new user (default: the users repo); the recruiter sign-up passes one that also stores the
     * recruiter account in the same transaction. It returns undefined when the username is taken.
     */
    async register(
      input: RegisterRequest,
      ip: string,
      insert: (values: NewUser) => Promise<UserRow | undefined> = (values) => users.insert(values),
    ): Promise<UserRow> {
      const username = input.username.trim();
      const now = clock();
      const signUps = await repo.incrementCounter(`register-ip:${ip}`, now, 3_600_000);
      if (signUps.count > config.signUpsPerHour) throw new HttpError(429, AUTH_MESSAGES.tooManySignUps);
      if (input.password.toLowerCase() === username.toLowerCase()) {
        throw new HttpError(400, AUTH_MESSAGES.passwordIsUsername, { password: [AUTH_MESSAGES.passwordIsUsername] });
      }
      if (isCommonPassword(input.password)) {
        throw new HttpError(400, AUTH_MESSAGES.commonPassword, { password: [AUTH_MESSAGES.commonPassword] });
      }
      const taken = { username: [AUTH_MESSAGES.usernameTaken] };
      if (RESERVED_USERNAMES.has(username.toLowerCase())) throw conflict(AUTH_MESSAGES.usernameTaken, taken);
      if (await users.findByUsername(username)) throw conflict(AUTH_MESSAGES.usernameTaken, taken);
      const created = await insert({
        username,
        email: input.email ? input.email.trim() : null,
        passwordHash: await hashPassword(input.password),
      });
      if (!created) throw conflict(AUTH_MESSAGES.usernameTaken, taken);
      return created;
    },

    async login(input: LoginRequest, ip: string): Promise<UserRow> {
      const username = input.username.trim();
      const keys = {
        pair: `login:${ip}:${username.toLowerCase()}`,
        ip: `login-ip:${ip}`,
        account: `login-account:${username.toLowerCase()}`,
      };
      await assertNotThrottled(keys);
      const user = await users.findByUsername(username);
      const ok = await verifyPassword(input.password, user?.passwordHash ?? (await decoyPasswordHash()));
      if (!user || !ok) {
        const now = clock();
        await repo.incrementCounter(keys.pair, now, config.windowMs);
        await repo.incrementCounter(keys.ip, now, config.windowMs);
        await repo.incrementCounter(keys.account, now, config.windowMs);
        throw new HttpError(401, AUTH_MESSAGES.invalidCredentials);
      }
      await repo.clearCounter(keys.pair);
      return user;
    },

    /** Who a session cookie belongs to: from memory when possible (see session-cache.ts), else one query. */
    async resolveSession(token: string | undefined): Promise<UserRow | undefined> {
      if (!token || token.length > 200) return undefined;
      const hash = hashToken(token);
      const cached = cache.get(hash);
      if (cached) return cached;
      const epoch = cache.epoch();
      const found = await repo.findSession(hash);
      if (!found || found.expiresAt <= clock()) return undefined;
      cache.set(hash, found.user, found.expiresAt, epoch);
      return found.user;
    },

    async endSession(token: string | undefined): Promise<void> {
      if (!token) return;
      const hash = hashToken(token);
      cache.dropSession(hash);
      await repo.deleteSession(hash);
      // Again after the delete: a request that read the row in between may have cached it meanwhile.
      cache.dropSession(hash);
    },
  };
}
export type AuthService = ReturnType<typeof authService>;
