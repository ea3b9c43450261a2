/** Military pay and the budget simulator's arithmetic (2026 figures); see each file for its sources. */
export * from "./basic-pay-2026";
export * from "./grades";
export * from "./pay";
export * from "./rates-2026";
export * from "./simulate";
