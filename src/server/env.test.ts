import { describe, expect, it } from "vitest";
import { EnvError, loadEnv } from "./env";

describe("loadEnv", () => {
  it("has working defaults for the embedded database", () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ PORT: 5000, DATA_DIR: "./data", DEMO_MODE: true, TRUST_PROXY: false, ALLOWED_ORIGINS: [] });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("turns demo mode off in production unless DEMO_MODE=1", () => {
    expect(loadEnv({ NODE_ENV: "production" }).DEMO_MODE).toBe(false);
    expect(loadEnv({ NODE_ENV: "production", DEMO_MODE: "1" }).DEMO_MODE).toBe(true);
    expect(loadEnv({ DEMO_MODE: "0" }).DEMO_MODE).toBe(false);
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
});
