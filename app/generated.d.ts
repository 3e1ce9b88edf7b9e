// Modules the build writes into the generated folder (see build/supporters/generate.ts).
declare module "@generated/supporters.json" {
  const value: import("../common/supporters.ts").SupportersModule;
  export default value;
}

declare module "@generated/supporters-summary.json" {
  const value: import("../common/supporters.ts").SupportersSummary;
  export default value;
}

// The section list (from the content folders) and the app routes' heads (see build/content/routes.ts).
declare module "@generated/site.json" {
  const value: import("../common/types.ts").SiteInfo;
  export default value;
}
