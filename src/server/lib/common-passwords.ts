import { readFileSync } from "node:fs";

/** The ~1,000 passwords guessed first (a data file, one a line, lower case); read once. */
let list: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  list ??= new Set(
    readFileSync(new URL("./common-passwords.txt", import.meta.url), "utf8")
      .split("\n")
      .map((l) => l.trim())
      .filter(Boolean),
  );
  return list.has(password.toLowerCase());
}
