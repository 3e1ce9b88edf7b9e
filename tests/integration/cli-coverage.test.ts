import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import webpack from "webpack";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../src/node/paths.ts";
import { examplePackageFile, requireExample } from "./helpers/example-packages.ts";

/**
 * The CLI page documents every command and every flag that webpack-cli defines
 * itself. The definitions are read from the installed package: the flag
 * objects of `WebpackCLI#getBuiltInOptions()` (minus the "core" group, which
 * webpack generates from its schema) and `getInfoOptions()`, and the command
 * list and global flags from the CLI's own `--help` output.
 */

const run = promisify(execFile);
const CLI_BIN = examplePackageFile("webpack-cli/bin/cli.js");

interface FlagDefinition {
  name: string;
  alias?: string;
  group?: string;
}
interface WebpackCLIInstance {
  webpack: unknown;
  getBuiltInOptions(): FlagDefinition[];
  getInfoOptions(): FlagDefinition[];
}

const WebpackCLI = requireExample("webpack-cli/lib/webpack-cli") as new () => WebpackCLIInstance;
const cli = new WebpackCLI();
cli.webpack = webpack;
const ownFlags = [...cli.getBuiltInOptions().filter((flag) => flag.group !== "core"), ...cli.getInfoOptions()];

async function help(...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, [CLI_BIN, ...args, "--help", "--no-color"], {
    cwd: REPO_ROOT,
    env: { ...process.env, WEBPACK_CLI_HELP_WIDTH: "200", NO_COLOR: "1" },
  });
  return stdout;
}

function section(text: string, title: string): string[] {
  const start = text.indexOf(`${title}:\n`);
  if (start < 0) return [];
  const rest = text.slice(start + title.length + 2);
  const end = rest.search(/\n\s*\n/);
  return (end < 0 ? rest : rest.slice(0, end)).split("\n").filter((line) => /^\s{2}\S/.test(line));
}

const page = await readFile(path.join(REPO_ROOT, "content/api/cli.mdx"), "utf8");
const headings = page
  .split("\n")
  .filter((line) => /^#{2,4}\s/.test(line))
  .map((line) => line.replace(/^#+\s*/, ""));
const hasHeading = (code: string) => headings.some((heading) => heading.includes(`\`${code}\``));
const mentions = (code: string) => page.includes(`\`${code}\``) || page.includes(`\`${code},`) || page.includes(`${code}, --`);

const globalHelp = await help();
// "  build|bundle|b [entries...] [options]  Run webpack ..." -> ["build", "bundle", "b"]
const commands = section(globalHelp, "Commands").map((line) => line.trim().split(/\s/)[0]!.split("|"));
// "  -v, --version  Output ..." -> { long: "--version", short: "-v" }
const globalFlags = section(globalHelp, "Global options").map((line) => {
  const term = line.trim().split(/\s{2,}/)[0]!;
  return { long: term.match(/--[\w-]+/)![0], short: term.match(/^-\w\b/)?.[0] };
});

describe("CLI page covers webpack-cli's own commands and flags", () => {
  it("has a heading for every command and mentions every alias", () => {
    const missing = commands.flatMap(([name, ...aliases]) => [
      ...(hasHeading(name!) ? [] : [`command ${name} (no heading)`]),
      ...aliases.filter((alias) => !mentions(alias)).map((alias) => `alias ${alias} of ${name}`),
    ]);
    console.log(`${commands.length} commands, ${commands.flat().length - commands.length} aliases checked on content/api/cli.mdx`);
    expect(commands.length).toBeGreaterThanOrEqual(7);
    expect(missing).toEqual([]);
  });

  it("has a heading for every flag webpack-cli defines itself and mentions every short alias", () => {
    const missing = ownFlags.flatMap((flag) => [
      ...(hasHeading(`--${flag.name}`) ? [] : [`--${flag.name} (no heading)`]),
      ...(flag.alias && !mentions(`-${flag.alias}`) ? [`-${flag.alias} (alias of --${flag.name})`] : []),
    ]);
    const missingGlobal = globalFlags.flatMap((flag) => [
      ...(hasHeading(flag.long) ? [] : [`${flag.long} (global, no heading)`]),
      ...(flag.short && !mentions(flag.short) ? [`${flag.short} (alias of ${flag.long})`] : []),
    ]);
    console.log(`${ownFlags.length} webpack-cli flags and ${globalFlags.length} global flags checked on content/api/cli.mdx`);
    expect(ownFlags.length).toBeGreaterThan(10);
    expect([...missing, ...missingGlobal]).toEqual([]);
  });

  it("documents the one-letter aliases webpack-cli gives to generated flags", async () => {
    const buildHelp = await help("build");
    const aliased = section(buildHelp, "Options")
      .map((line) => line.trim().match(/^-(\w), --([\w-]+)/))
      .filter((match): match is RegExpMatchArray => match !== null)
      .filter((match) => !ownFlags.some((flag) => flag.name === match[2]));
    const missing = aliased
      .filter((match) => !page.includes(`| \`-${match[1]}\` | \`--${match[2]}\` |`))
      .map((match) => `-${match[1]} → --${match[2]}`);
    console.log(`${aliased.length} aliases of generated flags checked`);
    expect(aliased.length).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  });

  it("states the number of flags that webpack generates from its schema", () => {
    const count = Object.keys(webpack.cli.getArguments()).length;
    expect(page).toContain(`makes ${count.toLocaleString("en-US")} flags`);
  });
});
