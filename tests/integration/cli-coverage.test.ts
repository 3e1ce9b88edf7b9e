import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import webpack from "webpack";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../src/node/paths.ts";
import { examplePackageFile } from "./helpers/example-packages.ts";

/**
 * The CLI page documents every command and every flag that webpack-cli defines
 * itself. Everything is read from the installed package's own `--help` output
 * (its flag definitions are private fields of its class): the command list and
 * the global flags from `webpack --help`, and the flags of `build`, `serve`,
 * `info` and `version` from their `--help=verbose`, minus the flags webpack
 * generates from its configuration schema (`webpack.cli.getArguments()`) and,
 * for `serve`, those generated from webpack-dev-server's schema.
 */

const run = promisify(execFile);
const CLI_BIN = examplePackageFile("webpack-cli/bin/cli.js");
const devServerSchema = JSON.parse(await readFile(examplePackageFile("webpack-dev-server/lib/options.json"), "utf8")) as Parameters<
  typeof webpack.cli.getArguments
>[0];

interface FlagDefinition {
  name: string;
  alias?: string;
  command: string;
}

async function help(...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, [CLI_BIN, ...args, "--no-color"], {
    cwd: REPO_ROOT,
    env: { ...process.env, WEBPACK_CLI_HELP_WIDTH: "200", NO_COLOR: "1" },
  });
  return stdout;
}

/** The entry lines of a help section: its title alone on a line, a rule of `─` under it, entries indented by two spaces. */
function section(text: string, title: string): string[] {
  const match = new RegExp(`^${title}\\n─+\\n`, "m").exec(text);
  if (!match) return [];
  const rest = text.slice(match.index + match[0].length);
  const end = rest.search(/\n\s*\n/);
  return (end < 0 ? rest : rest.slice(0, end)).split("\n").filter((line) => /^\s{2}\S/.test(line));
}

/** "  -c, --config <pathToConfigFile...>  Provide …" → { long: "--config", short: "-c" } */
function flagOf(line: string): { long: string; short?: string } {
  const term = line.trim().split(/\s{2,}/)[0]!;
  return { long: term.match(/--[\w-]+/)![0], short: term.match(/^-\w\b/)?.[0] };
}

/** The flags a command's verbose help lists that none of the given generated sets (and their `--no-` forms) explain. */
async function ownFlagsOf(command: string, generated: Set<string>): Promise<FlagDefinition[]> {
  return section(await help(command, "--help=verbose"), "Options")
    .map(flagOf)
    .map(({ long, short }) => ({ name: long.slice(2), alias: short?.slice(1), command }))
    .filter(({ name }) => !generated.has(name) && !(name.startsWith("no-") && generated.has(name.slice(3))));
}

const webpackFlags = new Set(Object.keys(webpack.cli.getArguments()));
const devServerFlags = new Set(Object.keys(webpack.cli.getArguments(devServerSchema)));
const [buildFlags, serveFlags, infoFlags, versionFlags] = await Promise.all([
  ownFlagsOf("build", webpackFlags),
  ownFlagsOf("serve", new Set([...webpackFlags, ...devServerFlags])),
  ownFlagsOf("info", new Set()),
  ownFlagsOf("version", new Set()),
]);
const seen = new Set<string>();
const ownFlags = [...buildFlags, ...serveFlags, ...infoFlags, ...versionFlags].filter(({ name }) => !seen.has(name) && seen.add(name));

const page = await readFile(path.join(REPO_ROOT, "content/api/cli.mdx"), "utf8");
const headings = page
  .split("\n")
  .filter((line) => /^#{2,4}\s/.test(line))
  .map((line) => line.replace(/^#+\s*/, ""));
const hasHeading = (code: string) => headings.some((heading) => heading.includes(`\`${code}\``));
const mentions = (code: string) => page.includes(`\`${code}\``) || page.includes(`\`${code},`) || page.includes(`${code}, --`);

const globalHelp = await help("--help");
// "  build|bundle|b [entries...] [options]  Run webpack ..." -> ["build", "bundle", "b"]
const commands = section(globalHelp, "Commands").map((line) => line.trim().split(/\s/)[0]!.split("|"));
const globalFlags = section(globalHelp, "Global options").map(flagOf);

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
    expect(buildFlags.length).toBeGreaterThan(5);
    expect(serveFlags.length).toBeGreaterThan(buildFlags.length);
    expect(infoFlags.length).toBeGreaterThan(0);
    expect([...missing, ...missingGlobal]).toEqual([]);
  });

  it("has no heading for a flag or command the installed webpack-cli does not have", () => {
    const known = new Set([
      ...ownFlags.map(({ name }) => `--${name}`),
      ...globalFlags.map(({ long }) => long),
      ...[...webpackFlags, ...devServerFlags].flatMap((name) => [`--${name}`, `--no-${name}`]),
    ]);
    const commandNames = new Set(commands.flat());
    const named = headings.flatMap((heading) => [...heading.matchAll(/`([^`]+)`/g)].map((match) => match[1]!));
    const unknown = [
      ...named.filter((code) => code.startsWith("--") && !known.has(code)),
      ...headings
        .filter((heading) => /^`[a-z]+`$/.test(heading) && !heading.startsWith("`WEBPACK"))
        .map((heading) => heading.slice(1, -1))
        .filter((name) => !commandNames.has(name)),
    ];
    expect(unknown).toEqual([]);
  });

  it("documents the one-letter aliases webpack-cli gives to generated flags", async () => {
    const buildHelp = await help("build", "--help");
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
