import { parseExpressionAt } from "acorn";
import { describe, expect, it } from "vitest";
import { parseScript, walk } from "./js-source.ts";
import { scopeAt, templateAndPattern, templateOf } from "./template-of.ts";

const read = (code: string) => templateOf(parseExpressionAt(code, 0, { ecmaVersion: "latest" }));

/** The template of the message a script's `new Error(…)` makes, read in the scope it is in. */
function thrownIn(lines: string[]): string {
  let found = "";
  walk(parseScript(lines.join("\n"), "fixture.js"), (node, ancestors) => {
    if (node.type === "NewExpression") found = templateOf(node.arguments[0], scopeAt([...ancestors]));
  });
  return found;
}

describe("templateOf", () => {
  it("keeps text and names each run-time part after what the code puts there", () => {
    expect(read("`Can't resolve '${request}' in '${context}'`")).toBe("Can't resolve '{request}' in '{context}'");
    expect(read("'Module not found: ' + err.toString()")).toBe("Module not found: {error}");
    expect(read("`limit (${formatSize(assetLimit)})`")).toBe("limit ({assetLimit})");
    expect(read("`Asset ${JSON.stringify(file)} is not emitted`")).toBe('Asset "{file}" is not emitted');
    expect(read("`for the names ${names.map((n) => `'${n}'`).join(', ')}`")).toBe("for the names {names}");
    expect(read("`${chunks.length} chunks`")).toBe("{chunksCount} chunks");
  });

  it("shows a conditional part in its general case, and as a placeholder in the pattern", () => {
    expect(read("`${total} ${total === 1 ? 'module calls' : 'modules call'} eval`")).toBe("{total} modules call eval");
    expect(read("`built${more > 0 ? `, and ${more} more` : ''}.`")).toBe("built.");
    expect(read("`failed${from ? ` (from ${from}):` : ': '}`")).toBe("failed (from {from}):");
    const { template, pattern } = templateAndPattern(parseExpressionAt("`${n} ${n === 1 ? 'file' : 'files'}`", 0, { ecmaVersion: "latest" }));
    expect(template).toBe("{n} files");
    expect(pattern).toBe("{n} {choice}");
  });

  it("follows local variables, their unconditional `+=`, and a function of the file that returns the message", () => {
    const found = thrownIn([
      "const describe = (name) => `the ${name} option`;",
      "function make(value) {",
      "  let message = 'Invalid: ';",
      "  message += describe(value);",
      "  if (value) message += ' (ignored)';",
      "  throw new Error(message);",
      "}",
    ]);
    expect(found).toBe("Invalid: the {value} option");
  });

  it("reads through a terminal colour, and takes a variable that starts empty and is set elsewhere as a run-time part", () => {
    expect(read("`For using '${this.colors.green(options.rawName)}' command`")).toBe("For using '{rawName}' command");
    expect(read("`It looks like ${this.colors.yellow('webpack-bundle-analyzer')} is not installed.`")).toBe(
      "It looks like webpack-bundle-analyzer is not installed.",
    );
    const found = thrownIn([
      "function f(options) {",
      '  let optionName = "";',
      "  [optionName] = options;",
      "  throw new Error(`Unknown option '${optionName}'`);",
      "}",
    ]);
    expect(found).toBe("Unknown option '{optionName}'");
  });

  it("reads a function with several returns by all of them: a choice of words is a run-time part named after it", () => {
    // schema-utils' ValidationError: "using an options object", "using a configuration object".
    const found = thrownIn([
      "function getArticle(type) {",
      "  if (/^[aeiou]/i.test(type)) {",
      '    return "an";',
      "  }",
      '  return "a";',
      "}",
      "throw new Error(`initialized using ${getArticle(baseDataPath)} ${baseDataPath} object`);",
    ]);
    expect(found).toBe("initialized using {article} {baseDataPath} object");
  });

  it("reads a function whose returns all start with its shortest one as that one, the rest being optional", () => {
    const lines = [
      "const buildMessage = (module, error) => {",
      "  const message = `Generating ${module.identifier()} failed: ${error.message}`;",
      "  if (!(error instanceof PathVariableError)) return message;",
      "  return `${message}\nA runtime module is generated to be hashed.`;",
      "};",
      "throw new Error(buildMessage(module, error));",
    ];
    expect(thrownIn(lines)).toBe("Generating {identifier} failed: {message}");
    let pattern: string | undefined;
    walk(parseScript(lines.join("\n"), "fixture.js"), (node, ancestors) => {
      if (node.type === "NewExpression") pattern = templateAndPattern(node.arguments[0], scopeAt([...ancestors])).pattern;
    });
    expect(pattern).toBe("Generating {identifier} failed: {message}{choice}");
  });

  it("leaves out the returns of a function defined inside the one read", () => {
    const found = thrownIn([
      "function describe(name) {",
      "  const quote = (text) => { return `'${text}'`; };",
      "  return `the ${name} option`;",
      "}",
      "throw new Error(describe(value));",
    ]);
    expect(found).toBe("the {value} option");
  });
});
