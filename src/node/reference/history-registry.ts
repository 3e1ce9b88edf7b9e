import { readReleases, RegistryError, type RegistryOptions } from "../registry/release-files.ts";
import { isStableWebpack5, type ReleaseSchema } from "./option-history.ts";
import type { Schema } from "./schema-types.ts";

const SCHEMA_IN_PACKAGE = "schemas/WebpackOptions.json";

/** The schemas of every stable webpack 5 release, from the registry's tarballs (once) and then the cache of the files taken out of them. */
export async function releaseSchemas(options: RegistryOptions & { cacheDir: string }): Promise<ReleaseSchema[]> {
  const schemas = await readReleases({
    ...options,
    package: "webpack",
    label: "refresh:option-history",
    versions: (published) => published.filter(isStableWebpack5),
    select: [SCHEMA_IN_PACKAGE],
    read: ({ version }, files) => {
      try {
        return JSON.parse(files.get(SCHEMA_IN_PACKAGE)!) as Schema;
      } catch (error) {
        throw new RegistryError(`webpack@${version}: ${SCHEMA_IN_PACKAGE} is not JSON (${(error as Error).message})`);
      }
    },
  });
  if (!schemas.length) throw new RegistryError("the registry lists no stable webpack 5 release");
  return schemas.map(({ version, value }) => ({ version, schema: value }));
}
