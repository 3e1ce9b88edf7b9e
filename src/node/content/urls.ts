/**
 * URL of a content path relative to the content folder: drop the extension
 * and a trailing `/index`, always end with `/`.
 * `api/cli.mdx` → `/api/cli/`, `api/index.mdx` → `/api/`, `index.mdx` → `/`.
 */
export function urlOfContentPath(relativePath: string): string {
  const withoutExtension = relativePath.replace(/\.mdx?$/i, "");
  const withoutIndex = withoutExtension === "index" ? "" : withoutExtension.replace(/\/index$/, "");
  return withoutIndex ? `/${withoutIndex}/` : "/";
}

/** Blog file names start with their date: `2020-10-10-webpack-5-release.mdx`. */
export function blogDateOf(fileName: string): string | undefined {
  return /^(\d{4}-\d{2}-\d{2})-/.exec(fileName)?.[1];
}

/** The prefix of a page's ids in its section's printable page: `concepts-entry-points` for `concepts/entry-points`. */
export function printablePrefixOf(key: string): string {
  return key.replace(/[^a-z0-9]+/gi, "-");
}

/** The URL of a printable section's combined printable page: `/concepts/printable/`. */
export function printableUrlOf(sectionName: string): string {
  return urlOfContentPath(`${sectionName}/printable`);
}
