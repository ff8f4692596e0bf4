export * from "./auth";
export * from "./business";
export * from "./customers";
export * from "./service";
export * from "./billing";
export * from "./operations";
export * from "./work-photos";
export * from "./rate-limits";
