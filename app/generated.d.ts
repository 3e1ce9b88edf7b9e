// Modules the build writes into the generated folder (see build/supporters/generate.ts).
declare module "@generated/supporters.json" {
  const value: import("../common/supporters.ts").SupportersModule;
  export default value;
}

declare module "@generated/supporters-summary.json" {
  const value: import("../common/supporters.ts").SupportersSummary;
  export default value;
}
