import { describe, expect, it } from "vitest";
import { loginRequest, registerRequest } from "@contracts/auth";
import { contactRequest } from "@contracts/contact";
import { MESSAGE_CODES, MESSAGES, messageCode } from "@contracts/messages";
import { scoreShareRequest } from "@contracts/practice";
import en from "../locales/en/validation.json";
import es from "../locales/es/validation.json";

const LOCALES: Record<string, Record<string, string>> = { en, es };

describe("message codes", () => {
  it.each(Object.keys(LOCALES))("every code has a text in %s, and the locale has no key outside the table", (lang) => {
    const locale = LOCALES[lang] as Record<string, string>;
    const missing = MESSAGE_CODES.filter((code) => !locale[code]?.trim());
    expect(missing).toEqual([]);
    expect(Object.keys(locale).filter((key) => !(key in MESSAGES))).toEqual([]);
  });

  it("English texts are the contracts' own (the spec's wording)", () => {
    for (const code of MESSAGE_CODES) expect(en[code as keyof typeof en]).toBe(MESSAGES[code]);
  });

  it("Spanish translates every message rather than repeating the English", () => {
    const same = MESSAGE_CODES.filter((code) => es[code as keyof typeof es] === MESSAGES[code]);
    expect(same).toEqual([]);
  });

  it("codes are unique per text, so a message from the API finds its code", () => {
    expect(new Set(Object.values(MESSAGES)).size).toBe(MESSAGE_CODES.length);
    expect(messageCode("Daily question limit reached")).toBe("practice.dailyLimit");
    expect(messageCode("Username is required")).toBe("validation.usernameRequired");
    expect(messageCode("not a product message")).toBeUndefined();
  });

  it("every message the form schemas emit has a code", () => {
    const failures = [
      loginRequest.safeParse({ username: "", password: "" }),
      loginRequest.safeParse({ username: "u".repeat(65), password: "p".repeat(257) }),
      registerRequest.safeParse({ username: "a!", email: "nope", password: "123", confirmPassword: "" }),
      registerRequest.safeParse({ username: "u".repeat(33), password: "p".repeat(257), confirmPassword: "p".repeat(257) }),
      registerRequest.safeParse({ username: "valid_name", password: "secret1", confirmPassword: "secret2" }),
      scoreShareRequest.safeParse({
        afqtScore: "x",
        branchCode: "",
        userZipCode: "1",
        userPhone: "1",
        userEmail: "x",
        message: "m".repeat(1001),
      }),
      scoreShareRequest.safeParse({
        afqtScore: 101,
        branchCode: "navy-ish",
        userZipCode: "1".repeat(11),
        userPhone: "1".repeat(21),
        userEmail: "a@b.co",
      }),
      contactRequest.safeParse({ name: " ", email: "nope", topic: "spam", message: "short" }),
      contactRequest.safeParse({ name: "n".repeat(101), email: "a@b.co", organization: "o".repeat(201), message: "m".repeat(5001) }),
    ];
    const messages = failures.flatMap((r) => (r.success ? [] : r.error.issues.map((i) => i.message)));
    expect(messages.length).toBeGreaterThan(15);
    expect(messages.filter((m) => messageCode(m) === undefined)).toEqual([]);
  });
});
