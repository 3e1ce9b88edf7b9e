import path from "node:path";
import { paths } from "../paths.ts";

/**
 * Where `npm run dev` keeps its generated modules, static files and webpack
 * cache: one folder per content folder (`--content`), so that two servers on
 * two copies of the content can run at once.
 */
export function devWorkDir(contentDir?: string): string {
  return path.join(paths.cache, contentDir === undefined ? "dev" : `dev-${path.basename(contentDir)}`);
}
