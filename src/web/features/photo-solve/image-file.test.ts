import { describe, expect, it } from "vitest";
import { imageProblem, roundMb } from "./image-file";

describe("checking an image before it is scanned", () => {
  const mb = 1024 * 1024;

  it("accepts JPEG, PNG and WebP within the size limit", () => {
    expect(imageProblem({ name: "q.png", type: "image/png", size: mb }, 8 * mb)).toBeNull();
    expect(imageProblem({ name: "q.jpg", type: "image/jpeg", size: 8 * mb }, 8 * mb)).toBeNull();
    // Some systems report no type: the extension decides.
    expect(imageProblem({ name: "q.webp", type: "", size: mb }, 8 * mb)).toBeNull();
  });

  it("says what is wrong otherwise", () => {
    expect(imageProblem({ name: "q.gif", type: "image/gif", size: mb }, 8 * mb)).toEqual({ kind: "type" });
    expect(imageProblem({ name: "q.pdf", type: "", size: mb }, 8 * mb)).toEqual({ kind: "type" });
    expect(imageProblem({ name: "q.jpg", type: "image/jpeg", size: 9.5 * mb }, 8 * mb)).toEqual({ kind: "size", sizeMb: 9.5, limitMb: 8 });
    expect(imageProblem({ name: "q.jpg", type: "image/jpeg", size: 0 }, 8 * mb)).toEqual({ kind: "empty" });
  });

  it("rounds sizes to one decimal", () => {
    expect(roundMb(8 * mb)).toBe(8);
    expect(roundMb(1.26 * mb)).toBe(1.3);
  });
});
