// Modules the build writes into the generated folder (see build/supporters/generate.ts).
declare module "@generated/supporters.json" {
  const value: import("../common/supporters.ts").SupportersModule;
  export default value;
}

declare module "@generated/sponsor-banner.json" {
  const value: import("../common/supporters.ts").SponsorBanner;
  export default value;
}
