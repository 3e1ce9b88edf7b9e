import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { REPO_ROOT, paths } from "../paths.ts";
import { parseCliArgs } from "./args.ts";

/**
 * Serves a built site with `serve` (configured by the `serve.json` the build
 * writes: trailing-slash 301s, 404.html with status 404, redirects, caching;
 * responses are compressed). Resolves once the server is listening.
 */
export function serveSite(options: { dir?: string; port?: number } = {}): Promise<{ url: string; stop: () => void }> {
  const dir = path.resolve(options.dir ?? paths.dist);
  const port = options.port ?? Number(process.env.PORT ?? 3000);
  if (!existsSync(path.join(dir, "index.html"))) throw new Error(`${dir} has no built site: run \`npm run build\` first.`);
  const child = spawn(
    path.join(REPO_ROOT, "node_modules/.bin/serve"),
    [dir, "--listen", `tcp://127.0.0.1:${port}`, "--no-clipboard", "--no-port-switching"],
    {
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("exit", (code) => reject(new Error(`serve exited with code ${code}`)));
    child.stdout.on("data", (chunk: Buffer) => {
      if (/Accepting connections|Serving!/i.test(chunk.toString())) resolve({ url: `http://localhost:${port}`, stop: () => child.kill() });
    });
  });
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const { values: flags } = parseCliArgs({ dir: { type: "string" } });
  const server = await serveSite({ dir: flags.dir });
  console.log(`Serving the built site on ${server.url}`);
}
