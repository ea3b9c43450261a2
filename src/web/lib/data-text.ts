import i18next from "i18next";
import type { AnalyticsDto } from "@contracts/analytics";
import type { MilitaryBranch } from "@contracts/branches";
import type { Section } from "@contracts/sections";

/**
 * Data the server sends in English (section and branch names and descriptions, topic labels) shown in the interface's
 * language (decision 0018): translated on the client by stable key — section code, branch code, topic — from the
 * `data` namespace, with the server's English as the fallback, so English is never duplicated on the client
 * and a new section or branch shows in English until it is translated. The read hooks apply these as
 * `select`, so every screen gets translated data and the cache keeps the server's answer.
 */
const text = (key: string, fallback: string) => i18next.t(key, { ns: "data", defaultValue: fallback });

export const sectionName = (code: string, fallback: string) => text(`section.${code}.name`, fallback);
export const branchName = (code: string, fallback: string) => text(`branch.${code}.name`, fallback);
/** Topics are keyed by the bank's own topic name ("ohm's law"); only their label is shown. */
export const topicLabel = (topic: string, fallback: string) => text(`topic.${topic}`, fallback);

export function translateSections(sections: readonly Section[]): Section[] {
  return sections.map((s) => ({
    ...s,
    name: sectionName(s.code, s.name),
    description: text(`section.${s.code}.description`, s.description),
  }));
}

/** `sections` (the server's English list) lets a branch's primary sections, sent by name, be translated too. */
export function translateBranches(branches: readonly MilitaryBranch[], sections: readonly Section[] = []): MilitaryBranch[] {
  const codeByName = new Map(sections.map((s) => [s.name, s.code]));
  return branches.map((b) => ({
    ...b,
    name: branchName(b.code, b.name),
    description: text(`branch.${b.code}.description`, b.description),
    primarySections: b.primarySections.map((n) => {
      const code = codeByName.get(n);
      return code ? sectionName(code, n) : n;
    }),
  }));
}

/** Every section and branch name in the analytics answer; rows name their section by id, the table gives its code. */
export function translateAnalytics(a: AnalyticsDto): AnalyticsDto {
  const codeById = new Map(a.sections.map((s) => [s.sectionId, s.code]));
  const named = <T extends { sectionId: number; name: string }>(x: T): T => {
    const code = codeById.get(x.sectionId);
    return code ? { ...x, name: sectionName(code, x.name) } : x;
  };
  return {
    ...a,
    target: a.target ? { ...a.target, branch: { ...a.target.branch, name: branchName(a.target.branch.code, a.target.branch.name) } } : null,
    sections: a.sections.map((s) => ({ ...s, name: sectionName(s.code, s.name) })),
    strengths: a.strengths.map(named),
    needsAttention: a.needsAttention.map(named),
    recentSessions: a.recentSessions.map((s) => {
      const code = codeById.get(s.sectionId);
      return code ? { ...s, sectionName: sectionName(code, s.sectionName) } : s;
    }),
    recommendations: {
      ...a.recommendations,
      sections: a.recommendations.sections.map((s) => ({
        ...named(s),
        topics: s.topics.map((x) => ({ ...x, label: topicLabel(x.topic, x.label) })),
      })),
      review: a.recommendations.review.map(named),
      notStarted: a.recommendations.notStarted.map(named),
    },
  };
}
