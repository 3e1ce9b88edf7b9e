import { readFile } from "node:fs/promises";

/**
 * The origins of the supporters' logos and avatars in the generated modules
 * (Open Collective's storage, CDNs, logo services): the landing page shows
 * them, so the Content-Security-Policy allows exactly these image hosts.
 */
export async function supporterImageOrigins(files: string[]): Promise<string[]> {
  const origins = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === "object") {
      for (const [key, child] of Object.entries(value)) {
        if (key === "avatar" && typeof child === "string" && /^https?:\/\//.test(child)) origins.add(new URL(child).origin);
        else visit(child);
      }
    }
  };
  for (const file of files) visit(JSON.parse(await readFile(file, "utf8")));
  return [...origins].sort();
}
