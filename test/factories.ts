import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { Db } from "@server/db/client";
import { users } from "@server/db/schema";
import { hashPassword } from "@server/lib/password";
import type { Role, SubscriptionTier } from "@domain/constants";
import { request, sessionCookie } from "./app";

let counter = 0;
/** Unique per process and per run, so suites sharing one PostgreSQL database never collide. */
export function uniqueName(prefix = "user"): string {
  counter += 1;
  return `${prefix}_${randomBytes(3).toString("hex")}${counter}`;
}

let ipCounter = 0;
/** A distinct client address, so sign-in throttling in one test never leaks into another. */
export function uniqueIp(): string {
  ipCounter += 1;
  return `10.${(process.pid >> 8) & 255}.${process.pid & 255}.${(ipCounter % 250) + 1}`;
}

export interface UserFactoryOptions {
  username?: string;
  password?: string;
  role?: Role;
  subscriptionTier?: SubscriptionTier;
  hasBridgeAccess?: boolean;
  email?: string | null;
}

export async function createUser(db: Db, options: UserFactoryOptions = {}) {
  const password = options.password ?? "secret-pass";
  const [user] = await db
    .insert(users)
    .values({
      username: options.username ?? uniqueName(),
      email: options.email === undefined ? null : options.email,
      passwordHash: await hashPassword(password),
      role: options.role ?? "learner",
      subscriptionTier: options.subscriptionTier ?? "free",
      hasBridgeAccess: options.hasBridgeAccess ?? false,
    })
    .returning();
  if (!user) throw new Error("user not created");
  return { user, password };
}

/** Creates a user and signs them in through the real endpoint; returns the session cookie. */
export async function signedInUser(app: FastifyInstance, db: Db, options: UserFactoryOptions = {}) {
  const { user, password } = await createUser(db, options);
  const res = await request(app, {
    method: "POST",
    url: "/api/login",
    payload: { username: user.username, password },
    remoteAddress: uniqueIp(),
  });
  return { user, password, cookie: sessionCookie(res) };
}
