import { describe, expect, it } from "vitest";
import { readTimeMinutes } from "@domain/reading";
import { BLOG_ARTICLES } from "./index";

const bodies = import.meta.glob<string>("./bodies/*.ts", { eager: true, import: "body" });

describe("blog articles", () => {
  it("each has exactly one body, and the read time its metadata gives is the body's", () => {
    expect(BLOG_ARTICLES).toHaveLength(8);
    expect(Object.keys(bodies).sort()).toEqual(BLOG_ARTICLES.map((a) => `./bodies/${a.slug}.ts`).sort());
    for (const article of BLOG_ARTICLES) {
      const body = bodies[`./bodies/${article.slug}.ts`] ?? "";
      expect(body.length, article.slug).toBeGreaterThan(2000);
      expect(article.readTimeMinutes, article.slug).toBe(readTimeMinutes(body));
    }
  });
});
