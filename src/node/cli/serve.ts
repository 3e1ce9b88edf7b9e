import { existsSync } from "node:fs";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { paths } from "../paths.ts";
import { createSiteServer } from "../server/site-server.ts";
import { parseCliArgs } from "./args.ts";

/**
 * Serves a built site (`src/node/server/site-server.ts`: precompressed files,
 * trailing-slash 301s, redirects, the 404 page, cache and security headers).
 * Resolves once the server is listening; port 0 picks a free port.
 */
export async function serveSite(options: { dir?: string; port?: number } = {}): Promise<{ url: string; stop: () => Promise<void> }> {
  const dir = path.resolve(options.dir ?? paths.dist);
  const port = options.port ?? Number(process.env.PORT ?? 3000);
  if (!existsSync(path.join(dir, "index.html"))) throw new Error(`${dir} has no built site: run \`npm run build\` first.`);
  const server = createSiteServer(dir);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return { url: `http://localhost:${(server.address() as AddressInfo).port}`, stop };
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const { values: flags } = parseCliArgs({ dir: { type: "string" } });
  const server = await serveSite({ dir: flags.dir });
  console.log(`Serving the built site on ${server.url}`);
}
