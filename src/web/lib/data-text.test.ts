import { beforeAll, describe, expect, it } from "vitest";
import i18next from "i18next";
import { BRANCH_CODES, SECTION_CODES } from "@domain/constants";
import { TOPICS } from "../../content/topics";
import type { MilitaryBranch } from "@contracts/branches";
import type { Section } from "@contracts/sections";
import es from "../locales/es/data.json";
import { translateBranches, translateSections } from "./data-text";

const esData = es as {
  topic: Record<string, string>;
  section: Record<string, { name: string; description: string }>;
  branch: Record<string, { name: string; description: string }>;
};

describe("data translations (decision 0018)", () => {
  it("Spanish names and describes every section and branch, and names every topic", () => {
    for (const code of SECTION_CODES)
      expect(esData.section[code], code).toMatchObject({ name: expect.any(String), description: expect.any(String) });
    for (const code of BRANCH_CODES)
      expect(esData.branch[code], code).toMatchObject({ name: expect.any(String), description: expect.any(String) });
    // Topic labels in analytics advice are keyed by the bank's own topic names.
    expect(
      Object.values(TOPICS)
        .flat()
        .filter((topic) => !esData.topic[topic]),
    ).toEqual([]);
  });

  describe("in Spanish", () => {
    beforeAll(async () => {
      await i18next.init({ lng: "es", fallbackLng: "en", resources: { es: { data: es }, en: { data: {} } } });
    });

    const gs = { id: 7, code: "GS", name: "General Science", description: "Science." } as Section;
    const navy = {
      code: "navy",
      name: "U.S. Navy",
      description: "Ships.",
      primarySections: ["General Science", "Unknown"],
    } as MilitaryBranch;

    it("translates by stable key and falls back to the server's English", () => {
      expect(translateSections([gs, { ...gs, code: "XX" as Section["code"], name: "New Section" }]).map((s) => s.name)).toEqual([
        "Ciencia General",
        "New Section",
      ]);
      const [b] = translateBranches([navy], [gs]);
      expect(b).toMatchObject({ name: "Armada de EE. UU.", primarySections: ["Ciencia General", "Unknown"] });
    });
  });
});
