import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../src/node/paths.ts";
import { blockTitled, pageBlocks, projectsFor } from "./helpers/examples.ts";

/**
 * content/api/webpack-dev-server.mdx documents every public member of the
 * `Server` class declared in the installed webpack-dev-server's
 * types/lib/Server.d.ts (methods and static members as headings, properties as
 * table rows), and its serve.js example prints what the page shows.
 */

const PAGE = "api/webpack-dev-server.mdx";
const require = createRequire(import.meta.url);
const run = promisify(execFile);
const page = await readFile(path.join(REPO_ROOT, "content", PAGE), "utf8");
const blocks = await pageBlocks(PAGE);
const newProject = projectsFor();

async function publicMembers() {
  const dts = await readFile(path.join(path.dirname(require.resolve("webpack-dev-server/package.json")), "types/lib/Server.d.ts"), "utf8");
  const start = dts.indexOf("declare class Server");
  const body = dts.slice(start, dts.indexOf("\n}\n", start));
  const methods = new Set<string>();
  const properties = new Set<string>();
  for (const line of body.split("\n")) {
    if (!/^ {2}\S/.test(line) || /^ {2}(private|#private|\*|\/\*\*|constructor)/.test(line)) continue;
    const method = line.match(/^ {2}(?:static )?(?:get )?(\w+)\(/);
    const property = line.match(/^ {2}(\w+)\??:/);
    if (method) methods.add(method[1]!);
    else if (property) properties.add(property[1]!);
  }
  const hasConstructor = /^ {2}constructor\(/m.test(body);
  return { methods: [...methods], properties: [...properties], hasConstructor };
}

describe("webpack-dev-server API page", () => {
  it("has a heading for every public method and static member and a row for every public property", async () => {
    const { methods, properties, hasConstructor } = await publicMembers();
    const headings = page.split("\n").filter((line) => /^#{2,3} /.test(line));
    const missing = [
      ...methods.filter((name) => !headings.some((heading) => heading.replace(/^#+ /, "").trim() === name)).map((name) => `${name}() (no heading)`),
      ...properties.filter((name) => !page.includes(`| \`${name}\` |`)).map((name) => `${name} (no table row)`),
      ...(hasConstructor && !headings.includes("## Constructor") ? ["constructor"] : []),
    ];
    console.log(
      `${methods.length} public methods and static members, ${properties.length} public properties and the constructor checked on content/${PAGE}`,
    );
    expect(methods.length).toBeGreaterThan(10);
    expect(missing).toEqual([]);
  });

  it("has no method heading for a member the installed Server class does not have", async () => {
    const { methods } = await publicMembers();
    const named = page
      .split("\n")
      .filter((line) => /^### \w+$/.test(line))
      .map((line) => line.slice(4));
    expect(named.length).toBeGreaterThan(10);
    expect(named.filter((name) => !methods.includes(name))).toEqual([]);
  });

  it("serve.js starts the server, serves the bundle from memory and stops", async () => {
    const files: Record<string, string> = { "package.json": JSON.stringify({ name: "dev-server-fixture", private: true }) };
    for (const file of ["webpack.config.js", "src/index.js", "serve.js"]) files[file] = blockTitled(blocks, file).code;
    const project = await newProject(files);
    const { stdout } = await run(process.execPath, ["serve.js"], { cwd: project, timeout: 60_000 });
    const serveIndex = blocks.indexOf(blockTitled(blocks, "serve.js"));
    const claimed = blocks
      .slice(serveIndex + 1)
      .find((block) => block.lang === "text")!
      .code.trim();
    // the port is 8080 only when it is free on this machine
    const normalize = (text: string) => text.replace(/localhost:\d+/g, "localhost:PORT");
    expect(normalize(stdout.trim())).toBe(normalize(claimed));
  });
});
