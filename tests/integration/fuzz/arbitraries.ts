import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";

/** Blocks (text between blank lines) of our real pages: headings, fences, asides, tables, components. */
export function contentBlocks(contentDir: string): string[] {
  const blocks: string[] = [];
  for (const entry of readdirSync(contentDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.mdx?$/.test(entry.name)) continue;
    const source = readFileSync(path.join(entry.parentPath, entry.name), "utf8");
    const body = source.replace(/^---\n[\s\S]*?\n---\n/, "");
    blocks.push(...body.split(/\n{2,}/).filter((block) => block.trim() && block.length < 1500));
  }
  return blocks;
}

/** Pieces of syntax that open, close or break things, and attempts to inject HTML. */
const TOKENS = [
  "```",
  "```js",
  "~~~",
  "\n",
  "\n\n",
  "<",
  ">",
  "</",
  "{",
  "}",
  "{/* note */}",
  "{#custom-id}",
  "\\",
  "`",
  "*",
  "**",
  "_",
  "[",
  "](",
  ")",
  "|",
  "| a | b |\n| - | - |\n| 1 | 2 |",
  "T> ",
  "W> ",
  "?> ",
  "# ",
  "## ",
  "#### ",
  "- ",
  "1. ",
  "> ",
  "    ",
  "\t",
  "---",
  "[^1]",
  "[^1]: note",
  ":warning:",
  "&",
  "&lt;",
  "&#x3C;script&#x3E;",
  "<!--",
  "-->",
  "\u0000",
  "\u2028",
  "<br />",
  "<details>",
  "</details>",
  "<summary>",
  "<kbd>x</kbd>",
  '<Badge text="5.1.0+" />',
  "<Badge />",
  '<StackBlitzPreview example="x" />',
  '<WebpackMessage id="ModuleNotFoundError" />',
  '<WebpackMessage id="x" template={"a\\n{b}"} />',
  "<Unknown />",
  "<div>",
  "</div>",
  "<div>\n\n",
  "import x from 'y'",
  "export const a = 1",
  "<script>alert(1)</script>",
  '<img src=x onerror="alert(1)">',
  '<a href="javascript:alert(1)">x</a>',
  "[x](javascript:alert(1))",
  "[x](JAVA\tSCRIPT:alert(1))",
  '<div onClick="alert(1)">x</div>',
  "<style>*{}</style>",
  '<iframe src="//example.com"></iframe>',
  "</textarea>",
  "<svg><script>alert(1)</script></svg>",
  "![x](data:text/html,<script>alert(1)</script>)",
  '<a href="data:text/html,x">x</a>',
  "<http://example.com>",
  "https://example.com/?a=<b>",
];

const token = fc.constantFrom(...TOKENS);

/** A string made of syntax characters and tokens: most of Markdown's and JSX's tricky corners in a few characters. */
const syntaxSoup = fc
  .array(fc.oneof(token, fc.constantFrom(..."abc #*_`~<>/{}[]()!|:-=\"'\\\n\t &;.0123456789")), { maxLength: 40 })
  .map((parts) => parts.join(""));

type Mutation = { at: number; kind: "insert" | "delete" | "duplicate" | "truncate"; token: string; length: number };

function mutate(text: string, mutations: Mutation[]): string {
  let result = text;
  for (const { at, kind, token: inserted, length } of mutations) {
    const index = result.length ? at % (result.length + 1) : 0;
    if (kind === "insert") result = result.slice(0, index) + inserted + result.slice(index);
    else if (kind === "delete") result = result.slice(0, index) + result.slice(index + length);
    else if (kind === "duplicate") result = result.slice(0, index + length) + result.slice(index, index + length) + result.slice(index + length);
    else result = result.slice(0, index);
  }
  return result;
}

const mutation: fc.Arbitrary<Mutation> = fc.record({
  at: fc.nat(),
  kind: fc.constantFrom("insert", "insert", "delete", "duplicate", "truncate"),
  token: fc.oneof(token, syntaxSoup),
  length: fc.integer({ min: 1, max: 20 }),
});

/** A page body: real blocks, mutated or not, mixed with syntax soup and arbitrary text. */
export function bodyArbitrary(blocks: string[]): fc.Arbitrary<string> {
  const realBlock = fc.tuple(fc.constantFrom(...blocks), fc.array(mutation, { maxLength: 3 })).map(([block, mutations]) => mutate(block, mutations));
  const piece = fc.oneof(
    { weight: 5, arbitrary: realBlock },
    { weight: 3, arbitrary: syntaxSoup },
    { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 60 }) },
  );
  return fc
    .tuple(fc.array(piece, { minLength: 1, maxLength: 6 }), fc.constantFrom("\n\n", "\n", ""))
    .map(([pieces, separator]) => pieces.join(separator));
}

/** Values that try to escape the head: tags, quotes, entities, YAML syntax. */
const nastyText = fc.oneof(
  fc.constantFrom(
    "</title><script>alert(1)</script>",
    '"><script>alert(1)</script>',
    "' onload='alert(1)",
    "&amp; &lt;",
    "a\nb",
    "- list",
    "{x: 1}",
    "[1, 2]",
    "null",
    "123",
    "#",
    ": colon",
    "'",
  ),
  fc.string({ maxLength: 30 }),
  syntaxSoup,
);

/** Writes a YAML value quoted (always valid), raw (often not) or as a block. */
const yamlValue = (value: fc.Arbitrary<string>) =>
  fc
    .tuple(value, fc.constantFrom("quoted", "raw", "block"))
    .map(([text, style]) => (style === "quoted" ? JSON.stringify(text) : style === "raw" ? text : `|\n  ${text.replace(/\n/g, "\n  ")}`));

/** Front matter with real keys and hostile values, sometimes broken (missing, unclosed, unknown keys). */
export const frontMatterArbitrary: fc.Arbitrary<string> = fc
  .tuple(
    fc.option(yamlValue(nastyText), { nil: undefined, freq: 8 }),
    fc.option(yamlValue(nastyText), { nil: undefined }),
    fc.option(fc.oneof(fc.integer().map(String), nastyText), { nil: undefined }),
    fc.option(yamlValue(nastyText), { nil: undefined }),
    fc.option(fc.tuple(yamlValue(nastyText), yamlValue(nastyText)), { nil: undefined }),
    fc.option(fc.array(fc.constantFrom("octocat", "hubot", '"<x>"', "-"), { maxLength: 3 }), { nil: undefined }),
    fc.constantFrom("closed", "closed", "closed", "closed", "closed", "unclosed", "missing"),
  )
  .map(([title, description, sort, group, related, contributors, shape]) => {
    if (shape === "missing") return "";
    const lines = [
      title === undefined ? "" : `title: ${title}`,
      description === undefined ? "" : `description: ${description}`,
      sort === undefined ? "" : `sort: ${sort}`,
      group === undefined ? "" : `group: ${group}`,
      related === undefined ? "" : `related:\n  - title: ${related[0]}\n    url: ${related[1]}`,
      contributors === undefined ? "" : `contributors:\n${contributors.map((name) => `  - ${name}`).join("\n")}`,
    ].filter(Boolean);
    return `---\n${lines.join("\n")}\n${shape === "closed" ? "---\n" : ""}`;
  });
