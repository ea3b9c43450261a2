import type { ContactRequest } from "@contracts/contact";
import type { ContactRepo } from "./repo";

/**
 * A fixed-window counter shared by every instance: the `rate_limits` store the auth module throttles sign-ins with
 * (app.ts passes the auth module's repo in), so a limit holds whichever instance answers.
 */
export interface WindowCounter {
  incrementCounter(key: string, now: Date, windowMs: number): Promise<{ count: number; resetAt: Date }>;
}

export interface ContactConfig {
  /** Messages accepted per client address per window. */
  maxPerWindow: number;
  windowMs: number;
}

export type SendResult = { ok: true; id: number; receivedAt: Date } | { ok: false; retryAfterSeconds: number };

export function contactService(repo: ContactRepo, counter: WindowCounter, config: ContactConfig, clock: () => Date = () => new Date()) {
  return {
    /** Stores a message from a visitor (userId null) or a signed-in user, unless the address has sent too many. */
    async send(input: ContactRequest, sender: { userId: number | null; ip: string }): Promise<SendResult> {
      const now = clock();
      const window = await counter.incrementCounter(`contact-ip:${sender.ip}`, now, config.windowMs);
      if (window.count > config.maxPerWindow) {
        return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt.getTime() - now.getTime()) / 1000)) };
      }
      const saved = await repo.insert({
        userId: sender.userId,
        name: input.name,
        email: input.email,
        organization: input.organization || null,
        topic: input.topic,
        message: input.message,
      });
      return { ok: true, id: saved.id, receivedAt: saved.createdAt };
    },
  };
}
export type ContactService = ReturnType<typeof contactService>;
