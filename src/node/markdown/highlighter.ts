import { bundledLanguagesInfo, createHighlighter, isPlainLang, type HighlighterGeneric } from "shiki";

/**
 * Languages the docs use; a fence in another language is shown as plain
 * text. Their grammars are loaded when a page first needs them (see
 * `loadLanguages`): all of them at once cost about 2.7 s (markdown, mdx, vue
 * and svelte bring many embedded grammars), a page's few about 25 ms, so a
 * rebuild after editing one page does not wait for grammars it never uses.
 */
export const LANGUAGES = [
  "javascript",
  "typescript",
  "jsx",
  "tsx",
  "json",
  "jsonc",
  "json5",
  "bash",
  "shellsession",
  "powershell",
  "diff",
  "css",
  "scss",
  "sass",
  "less",
  "stylus",
  "html",
  "xml",
  "yaml",
  "toml",
  "ini",
  "markdown",
  "mdx",
  "vue",
  "svelte",
  "handlebars",
  "coffeescript",
  "graphql",
  "docker",
  "wasm",
  "rust",
  "sql",
  "nginx",
  "ruby",
] as const;

/** Fence names the docs use for the languages above. */
const ALIASES: Record<string, string> = {
  js: "javascript",
  mjs: "javascript",
  cjs: "javascript",
  ts: "typescript",
  mts: "typescript",
  cts: "typescript",
  sh: "bash",
  shell: "bash",
  zsh: "bash",
  console: "shellsession",
  yml: "yaml",
  md: "markdown",
  styl: "stylus",
  hbs: "handlebars",
  coffee: "coffeescript",
  dockerfile: "docker",
  wat: "wasm",
  ps1: "powershell",
};

export const THEMES = { light: "github-light-default", dark: "github-dark-default" } as const;

let highlighter: Promise<HighlighterGeneric<string, string>> | undefined;

/** Shiki with our two themes and, so far, no grammar. */
export function getHighlighter(): Promise<HighlighterGeneric<string, string>> {
  highlighter ??= createHighlighter({ themes: Object.values(THEMES), langs: [] }) as Promise<HighlighterGeneric<string, string>>;
  return highlighter;
}

/** Makes sure the grammars of these fence languages are loaded (names as written in the fence; unknown ones are plain text). */
export async function loadLanguages(shiki: HighlighterGeneric<string, string>, fenceLanguages: Iterable<string | null | undefined>) {
  const loaded = new Set(shiki.getLoadedLanguages());
  const missing = [...new Set([...fenceLanguages].map(resolveLanguage))].filter((name) => name !== "text" && !loaded.has(name));
  if (missing.length) await shiki.loadLanguage(...(missing as (typeof LANGUAGES)[number][]));
}

/** The Shiki language for a fence's language name, or "text" when we have no grammar for it. */
export function resolveLanguage(lang: string | null | undefined): string {
  if (!lang) return "text";
  const lower = lang.toLowerCase();
  const name = ALIASES[lower] ?? lower;
  return (LANGUAGES as readonly string[]).includes(name) ? name : "text";
}

const SHIKI_NAMES = new Set(bundledLanguagesInfo.flatMap((info) => [info.id, ...(info.aliases ?? [])]));

/**
 * What the site does with a fence's language: highlights it, shows it as
 * plain text on purpose (`text`), shows it as plain text because we do not
 * load Shiki's grammar for it, or does not know it at all (likely a typo).
 */
export function languageSupport(lang: string): "highlighted" | "plain" | "not-loaded" | "unknown" {
  const lower = lang.toLowerCase();
  if (isPlainLang(lower)) return "plain";
  if (resolveLanguage(lower) !== "text") return "highlighted";
  return SHIKI_NAMES.has(lower) ? "not-loaded" : "unknown";
}
