import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { ALL_GENERATORS } from "@content/generators";
import { closestPrint, decodePrint, encodePrint, likeness, printOfSvg, printsOfPage, type FigurePrint } from "./figure-print";

/**
 * A cleaned-up page as prepareForOcr leaves one: white, 1,400 px wide, a question line above the drawing (dark bars
 * for text), the drawing about as wide as printed, four option lines below, a slight lean and blur, and a page edge.
 */
async function page(svg: string, angle: number): Promise<Buffer> {
  const figure = await sharp(Buffer.from(svg), { density: 96 }).resize({ width: 735 }).flatten({ background: "#ffffff" }).png().toBuffer();
  const { height: figureHeight = 0 } = await sharp(figure).metadata();
  const bar = (top: number, width: number) => ({
    input: { create: { width, height: 28, channels: 3 as const, background: "#222222" } },
    top,
    left: 130,
  });
  const height = 260 + figureHeight + 320;
  const flat = await sharp({ create: { width: 1400, height, channels: 3, background: "#ffffff" } })
    .composite([
      { input: { create: { width: 3, height, channels: 3, background: "#555555" } }, top: 0, left: 40 },
      bar(100, 1000),
      bar(142, 260),
      { input: figure, top: 230, left: 130 },
      ...[0, 1, 2, 3].map((k) => bar(230 + figureHeight + 60 + k * 48, 180)),
    ])
    .png()
    .toBuffer();
  return sharp(flat).rotate(angle, { background: "#ffffff" }).blur(0.6).greyscale().png().toBuffer();
}

const items = ALL_GENERATORS.filter((g) => g.section === "AO").flatMap((g) => [0, 1, 2, 3, 4, 5].map((s) => g.generate(s)));

describe("figure prints", () => {
  it("picks, among look-alike items, the one whose drawing the page shows", async () => {
    const prints = new Map<string, FigurePrint>();
    for (const it of items) prints.set(it.id, (await printOfSvg(it.figure!))!);
    for (const [k, it] of items.entries()) {
      const pages = await printsOfPage(await page(it.figure!, k % 2 ? 0.8 : -0.6));
      expect(pages.length).toBeGreaterThan(0);
      expect(closestPrint(pages, prints)).toBe(it.id);
    }
  }, 60_000);

  it("finds no drawing on a page of text, and names none when two drawings are equally like it", async () => {
    const text = await sharp({ create: { width: 1400, height: 600, channels: 3, background: "#ffffff" } })
      .composite(
        [100, 148, 196].map((top) => ({
          input: { create: { width: 900, height: 28, channels: 3, background: "#222222" } },
          top,
          left: 130,
        })),
      )
      .png()
      .toBuffer();
    expect(await printsOfPage(text)).toEqual([]);
    const print = (await printOfSvg(items[0]!.figure!))!;
    expect(
      closestPrint(
        [print],
        new Map([
          ["a", print],
          ["b", print],
        ]),
      ),
    ).toBeNull();
  });

  it("keeps a print through storage (one byte a cell), well within the margin a choice needs", async () => {
    const print = (await printOfSvg(items[1]!.figure!))!;
    expect(likeness(print, decodePrint(encodePrint(print)))).toBeGreaterThan(0.995);
  });
});
