import { describe, expect, it } from "vitest";
import { EnvError, loadEnv } from "./env";

describe("loadEnv", () => {
  it("has working defaults for the embedded database", () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ PORT: 5000, DATA_DIR: "./data", DEMO_MODE: true, TRUST_PROXY: false, ALLOWED_ORIGINS: [] });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("turns demo mode off in production unless DEMO_MODE=1", () => {
    expect(loadEnv({ NODE_ENV: "production", PAYMENTS_PROVIDER: "sandbox" }).DEMO_MODE).toBe(false);
    expect(loadEnv({ NODE_ENV: "production", PAYMENTS_PROVIDER: "sandbox", DEMO_MODE: "1" }).DEMO_MODE).toBe(true);
    expect(loadEnv({ DEMO_MODE: "0" }).DEMO_MODE).toBe(false);
  });

  it("keeps demo accounts off a real DATABASE_URL unless DEMO_MODE=1", () => {
    expect(loadEnv({ DATABASE_URL: "postgres://u@h/db" }).DEMO_MODE).toBe(false);
    expect(loadEnv({ DATABASE_URL: "postgres://u@h/db", DEMO_MODE: "1" }).DEMO_MODE).toBe(true);
  });

  it("takes TRUST_PROXY as a hop count or proxy addresses, never 'trust everyone'", () => {
    expect(loadEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(loadEnv({ TRUST_PROXY: "0" }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: "10.0.0.0/8, 127.0.0.1, ::1" }).TRUST_PROXY).toEqual(["10.0.0.0/8", "127.0.0.1", "::1"]);
    for (const bad of ["true", "10.0.0.0/33", "proxy.local"]) {
      expect(() => loadEnv({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY: must be a hop count such as 1 or a list of proxy addresses/);
    }
  });

  it("reads PORT, DATABASE_URL and a list of origins", () => {
    const env = loadEnv({ PORT: "8080", DATABASE_URL: "postgres://u@h:5432/db", ALLOWED_ORIGINS: "https://a.example, https://b.example" });
    expect(env).toMatchObject({
      PORT: 8080,
      DATABASE_URL: "postgres://u@h:5432/db",
      ALLOWED_ORIGINS: ["https://a.example", "https://b.example"],
    });
  });

  it("names every bad value in one clear message", () => {
    const bad = () => loadEnv({ PORT: "eighty", DATABASE_URL: "mysql://x", DEMO_MODE: "maybe", ALLOWED_ORIGINS: "not a url" });
    expect(bad).toThrow(EnvError);
    try {
      bad();
    } catch (e) {
      const message = (e as Error).message;
      expect(message).toMatch(/^Invalid configuration:/);
      expect(message).toContain("PORT: must be a number");
      expect(message).toContain("DATABASE_URL: must start with postgres:// or postgresql://");
      expect(message).toContain("DEMO_MODE: must be 1, 0, true or false");
      expect(message).toMatch(/ALLOWED_ORIGINS.*must be an origin/);
    }
  });

  it("uses the sandbox payment provider by default, Stripe when its keys are set, and never the sandbox in production unless named", () => {
    expect(loadEnv({}).PAYMENTS_PROVIDER).toBe("sandbox");
    const stripe = {
      STRIPE_SECRET_KEY: "sk_test_abc",
      STRIPE_PUBLISHABLE_KEY: "pk_test_abc",
      STRIPE_WEBHOOK_SECRET: "whsec_abc",
      STRIPE_PRICE_MONTHLY: "price_m",
      STRIPE_PRICE_ANNUAL: "price_a",
    };
    expect(loadEnv(stripe).PAYMENTS_PROVIDER).toBe("stripe");
    expect(() => loadEnv({ STRIPE_SECRET_KEY: "sk_test_abc" })).toThrow(/STRIPE_WEBHOOK_SECRET: is required/);
    expect(() => loadEnv({ NODE_ENV: "production" })).toThrow(/PAYMENTS_PROVIDER/);
    expect(loadEnv({ NODE_ENV: "production", ...stripe }).PAYMENTS_PROVIDER).toBe("stripe");
  });
});
