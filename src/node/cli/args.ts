import path from "node:path";
import { parseArgs, type ParseArgsConfig } from "node:util";

type Options = NonNullable<ParseArgsConfig["options"]>;

/**
 * A command's flags, parsed strictly: an unknown or misspelt flag
 * (`--contnt x`), a missing value or a stray argument stops the command with
 * a message naming it and the flags it takes, instead of running with defaults.
 */
export function parseCliArgs<T extends Options>(options: T, argv: string[] = process.argv.slice(2)) {
  try {
    return parseArgs({ args: argv, options, strict: true, allowPositionals: false });
  } catch (error) {
    const command = path.basename(process.argv[1] ?? "command");
    const known = Object.entries(options).map(([name, option]) => (option.type === "string" ? `--${name} <value>` : `--${name}`));
    console.error(`${command}: ${(error as Error).message}`);
    console.error(known.length ? `Flags: ${known.join(" ")}` : "It takes no flags.");
    process.exit(2);
  }
}
