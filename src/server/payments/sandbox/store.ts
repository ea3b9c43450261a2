import { randomBytes } from "node:crypto";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { sandboxObjects, sandboxOutbox, sandboxState } from "../../db/schema";

/**
 * The sandbox provider's own storage: its objects in the provider's JSON shape, its event outbox and its shared
 * settings. Every change runs in one transaction under one advisory lock, so any number of app instances can play
 * the same sandbox without two of them charging the same invoice.
 */
export type Obj = Record<string, unknown>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The API version the sandbox's events say they were written for (the shape stripe-format.ts reads). */
export const SANDBOX_API_VERSION = "2026-10-28.endive";
const LOCK_KEY = 0x5a4e_4458; // one lock for the whole sandbox: it serves a demo, not a payment network

export const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;
export const unix = (date: Date) => Math.floor(date.getTime() / 1000);

export function sandboxStore(db: Db) {
  async function state(tx: Tx | Db): Promise<{ webhookSecret: string; clockOffsetSeconds: number }> {
    const [row] = await tx.select().from(sandboxState).where(eq(sandboxState.id, 1));
    if (row) return row;
    await tx
      .insert(sandboxState)
      .values({ id: 1, webhookSecret: `whsec_${randomBytes(24).toString("hex")}` })
      .onConflictDoNothing();
    const [created] = await tx.select().from(sandboxState).where(eq(sandboxState.id, 1));
    if (!created) throw new Error("sandbox state missing");
    return created;
  }

  const ops = (tx: Tx) => ({
    async get<T extends Obj = Obj>(id: string): Promise<T | null> {
      const [row] = await tx.select({ data: sandboxObjects.data }).from(sandboxObjects).where(eq(sandboxObjects.id, id));
      return (row?.data as T | undefined) ?? null;
    },
    async byLookup<T extends Obj = Obj>(key: string): Promise<T | null> {
      const [row] = await tx.select({ data: sandboxObjects.data }).from(sandboxObjects).where(eq(sandboxObjects.lookupKey, key));
      return (row?.data as T | undefined) ?? null;
    },
    async list<T extends Obj = Obj>(type: string): Promise<T[]> {
      const found = await tx.select({ data: sandboxObjects.data }).from(sandboxObjects).where(eq(sandboxObjects.type, type));
      return found.map((r) => r.data as T);
    },
    async put(data: Obj, lookupKey?: string): Promise<void> {
      const id = String(data.id);
      await tx
        .insert(sandboxObjects)
        .values({ id, type: String(data.object), data, lookupKey: lookupKey ?? null })
        .onConflictDoUpdate({ target: sandboxObjects.id, set: { data } });
    },
    /** Queues an event for the app's webhook endpoint, in the provider's event format. */
    async emit(type: string, object: Obj, now: Date, previous?: Obj): Promise<void> {
      const event = {
        id: newId("evt"),
        object: "event",
        api_version: SANDBOX_API_VERSION,
        created: unix(now),
        livemode: false,
        type,
        data: { object, ...(previous ? { previous_attributes: previous } : {}) },
      };
      await tx.insert(sandboxOutbox).values({ eventId: event.id, payload: JSON.stringify(event) });
    },
  });

  return {
    state: () => state(db),

    /** The sandbox's clock: real time moved by the test clock. */
    async now(): Promise<Date> {
      return new Date(Date.now() + (await state(db)).clockOffsetSeconds * 1000);
    },

    /** Runs `work` in one transaction holding the sandbox's lock, with the sandbox's clock read inside it. */
    async change<T>(work: (o: ReturnType<typeof ops>, now: Date) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEY})`);
        const { clockOffsetSeconds } = await state(tx);
        return work(ops(tx), new Date(Date.now() + clockOffsetSeconds * 1000));
      });
    },

    async moveClock(seconds: number): Promise<void> {
      await state(db);
      await db
        .update(sandboxState)
        .set({ clockOffsetSeconds: sql`${sandboxState.clockOffsetSeconds} + ${seconds}` })
        .where(eq(sandboxState.id, 1));
    },

    async undelivered(limit: number) {
      return db.select().from(sandboxOutbox).where(isNull(sandboxOutbox.deliveredAt)).orderBy(asc(sandboxOutbox.seq)).limit(limit);
    },

    async markDelivery(seq: number, delivered: boolean): Promise<void> {
      await db
        .update(sandboxOutbox)
        .set(
          delivered
            ? { deliveredAt: new Date(), attempts: sql`${sandboxOutbox.attempts} + 1` }
            : { attempts: sql`${sandboxOutbox.attempts} + 1` },
        )
        .where(and(eq(sandboxOutbox.seq, seq), isNull(sandboxOutbox.deliveredAt)));
    },
  };
}
export type SandboxStore = ReturnType<typeof sandboxStore>;
export type SandboxOps = Parameters<Parameters<SandboxStore["change"]>[0]>[0];
