/** Fitness tracker rules: the spec's 18-21 bands and the branches' entry standards (see standards-data.ts). */
export * from "./standards-data";
export * from "./ratings";
