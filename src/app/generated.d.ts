// Modules the build writes into the generated folder (see src/node/supporters/generate.ts).
declare module "@generated/supporters.json" {
  const value: import("../shared/supporters.ts").SupportersModule;
  export default value;
}

declare module "@generated/supporters-summary.json" {
  const value: import("../shared/supporters.ts").SupportersSummary;
  export default value;
}

// The section list (from the content folders) and the app routes' heads (see src/node/content/routes.ts).
declare module "@generated/site.json" {
  const value: import("../shared/types.ts").SiteInfo;
  export default value;
}
