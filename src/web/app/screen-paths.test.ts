import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SCREEN_MODULES, SCREEN_OF_PATH, SIGNED_IN_ONLY, type ScreenName } from "./screen-paths";

const ROUTES = readFileSync(join(__dirname, "routes.tsx"), "utf8");

describe("the screen table the build's screen shells are written from", () => {
  it.each(Object.entries(SCREEN_MODULES))("%s names the module routes.tsx loads for it", (name, module) => {
    expect(existsSync(join(__dirname, "..", module)), module).toBe(true);
    const imported = new RegExp(`\\b${name}: loader\\(\\(\\) => import\\("@web/${module.replace(/\.tsx$/, "")}"\\)`);
    expect(ROUTES).toMatch(imported);
  });

  it("opens each path's screen", () => {
    const screenOf = (path: string): ScreenName | undefined => SCREEN_OF_PATH.find(([pattern]) => pattern.test(path))?.[1];
    expect(screenOf("/practice/13")).toBe("practice");
    expect(screenOf("/adaptive-test")).toBe("adaptive");
    expect(screenOf("/blog/top-10-asvab-math-tips")).toBe("article");
    expect(screenOf("/blog")).toBe("blogList");
    expect(screenOf("/nowhere")).toBeUndefined();
  });

  it("calls signed-in-only exactly the paths of the signed-in table that the signed-out table lacks", () => {
    const [signedIn, signedOut] = ROUTES.split("export function SignedOutRoutes") as [string, string];
    const paths = (text: string) => new Set([...text.matchAll(/path="(\/[^"]*)"/g)].map((m) => m[1] as string));
    const outside = paths(signedOut);
    const only = [...paths(signedIn)].filter((path) => !outside.has(path));
    for (const path of only) expect(SIGNED_IN_ONLY.test(path.replace(/:\w+/g, "x")), path).toBe(true);
    for (const path of outside) expect(SIGNED_IN_ONLY.test(path), path).toBe(false);
  });
});
