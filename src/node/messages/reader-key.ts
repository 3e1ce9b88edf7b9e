import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

let memo: string | undefined;

/** The code of this folder, which reads the packages: a change to it makes the cached catalogue and texts new. */
export function readerSource(): string {
  const folder = path.dirname(fileURLToPath(import.meta.url));
  return (memo ??= readdirSync(folder)
    .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))
    .sort()
    .map((name) => readFileSync(path.join(folder, name), "utf8"))
    .join("\n"));
}
