export * from "./missions";
export * from "./rules";
