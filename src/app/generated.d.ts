// Modules the build writes into the generated folder (see src/node/supporters/supporters-modules.ts).
declare module "@generated/supporters.json" {
  const value: import("../shared/supporters.ts").SupportersModule;
  export default value;
}

declare module "@generated/supporters-summary.json" {
  const value: import("../shared/supporters.ts").SupportersSummary;
  export default value;
}

// The section list (from the content folders), the app's own routes with their heads and the fragment redirects (see src/node/content/route-data.ts).
declare module "@generated/site.json" {
  const value: import("../shared/types.ts").SiteInfo;
  export default value;
}

// The configuration check's validators and data (see src/node/config-check/modules.ts).
declare module "@generated/config-check/validators.cjs" {
  const value: Record<string, { validate: (value: unknown) => boolean; schema: object }>;
  export default value;
}

declare module "@generated/config-check/data.json" {
  const value: import("../shared/config-check-data.ts").CheckData;
  export default value;
}

// The errors catalogue's message templates, for the search box (see src/node/messages/extension.ts).
declare module "@generated/error-templates.json" {
  const value: import("../shared/error-templates.ts").ErrorTemplate[];
  export default value;
}

// webpack's and schema-utils' own validation code, which the configuration check runs in the browser.
declare module "webpack/lib/config/validateSchema.js" {
  const validateSchema: (schema: object, options: unknown) => void;
  export default validateSchema;
}

declare module "schema-utils/dist/validate.js" {
  export function validate(schema: object, options: object): void;
}

// webpack's hot module replacement in the development build (undefined in production builds, whose minifier drops
// the code that asks for it).
interface ImportMeta {
  readonly webpackHot?: { accept(dependency: string, callback: () => void): void };
}
