import { existsSync, readFileSync, realpathSync } from "node:fs";
import path from "node:path";
import type { HeaderRule } from "../site/security-headers.ts";

/**
 * What `npm start`'s server needs besides the files: the old URLs'
 * redirects and the header rules every host configuration carries. The build
 * writes it beside the served folder (`<version>/server.json` next to
 * `<version>/site/`), never inside it, so it is not a page of the site and it
 * changes together with the site it describes.
 */
export interface ServerConfig {
  redirects: { source: string; destination: string }[];
  headerRules: HeaderRule[];
}

export const SERVER_CONFIG_FILE = "server.json";

/** The configuration file of the site a folder (or the `dist` link to it) holds. */
export function serverConfigPath(siteDir: string): string {
  return path.join(path.dirname(realpathSync.native(siteDir)), SERVER_CONFIG_FILE);
}

export function readServerConfig(siteDir: string): ServerConfig {
  const file = serverConfigPath(siteDir);
  if (!existsSync(file)) throw new Error(`${siteDir} has no server configuration (${file}): build it with \`npm run build\`.`);
  return JSON.parse(readFileSync(file, "utf8")) as ServerConfig;
}
