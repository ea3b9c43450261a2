/** The database schema, one file per area; drizzle-kit reads this folder. */
export * from "./accounts";
export * from "./assessment";
export * from "./billing";
export * from "./content";
export * from "./enums";
export * from "./fitness";
export * from "./practice";
export * from "./reference";
export * from "./quest";
export * from "./budget";
export * from "./jobs";
export * from "./recruiter-packets";
export * from "./photo-solve";
export * from "./cheat-sheets";
export * from "./recruiters";
