import { describe, expect, it } from "vitest";
import { routes } from "@contracts/routes";
import { CONFIG_PATH, DEMO_START_HREF, SIGN_IN_START_HREF, startHrefFor } from "./start-href";

describe("start buttons", () => {
  it("read the server's config at the path the endpoint table gives", () => {
    expect(CONFIG_PATH).toBe(routes.config.path);
    expect(routes.config.method).toBe("GET");
  });

  it("lead to the demo sign-in in demo mode and to sign-in otherwise", () => {
    expect(startHrefFor(true)).toBe(DEMO_START_HREF);
    expect(startHrefFor(false)).toBe(SIGN_IN_START_HREF);
    expect(DEMO_START_HREF).toBe("/api/test-login");
    expect(SIGN_IN_START_HREF).toBe("/api/login");
  });
});
