import { describe, expect, it } from "vitest";
import { extractText, getDocumentProxy } from "unpdf";
import { buildCheatSheetContent } from "@content/cheat-sheets/build";
import { TOPICS } from "@content/topics";
import type { SectionCode } from "@domain/constants";
import { CHEAT_SHEET_WATERMARK, makeCheatSheetPdf, pdfText } from "./pdf";

describe("pdfText", () => {
  it("spells out what the standard fonts cannot print and keeps what they can", () => {
    expect(pdfText("C = 2πr; √72 ≈ 8.5; x ≤ −3; T₁ × N₁ = T₂ × N₂; 2³ ÷ ½ — ok")).toBe(
      "C = 2pir; sqrt72 ~ 8.5; x <= -3; T1 × N1 = T2 × N2; 2³ ÷ ½ — ok",
    );
    expect(pdfText("日本")).toBe("??");
  });
});

describe("makeCheatSheetPdf", () => {
  it("fits the five weakest topics with the most material on at most two pages, watermarked when asked", async () => {
    // The five topics with the longest content: the worst case for the page count.
    const all = Object.entries(TOPICS).flatMap(([section, topics]) => topics.map((topic) => ({ section: section as SectionCode, topic })));
    const size = (t: (typeof all)[number]) => JSON.stringify(buildCheatSheetContent([t], [])).length;
    const biggest = [...all].sort((a, b) => size(b) - size(a)).slice(0, 5);
    const content = buildCheatSheetContent(biggest, []);
    const topics = biggest.map((t) => ({
      topicName: t.topic,
      sectionCode: t.section,
      severity: "critical" as const,
      errorRate: 1,
      incorrectCount: 3,
      totalAttempts: 3,
    }));
    for (const watermark of [true, false]) {
      const bytes = await makeCheatSheetPdf({ weekStartDate: "2026-11-22", weekEndDate: "2026-11-28", topics, content, watermark });
      const doc = await getDocumentProxy(bytes);
      expect(doc.numPages).toBeLessThanOrEqual(2);
      const { text } = await extractText(doc, { mergePages: true });
      for (const t of biggest) expect(text.toLowerCase()).toContain(t.topic);
      expect(text.includes(CHEAT_SHEET_WATERMARK)).toBe(watermark);
    }
  });
});
