import { bundledLanguages, bundledLanguagesInfo, createHighlighter, isPlainLang, type HighlighterGeneric } from "shiki";

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

/** A new Shiki with our two themes and no grammar yet. */
export function newHighlighter(): Promise<HighlighterGeneric<string, string>> {
  return createHighlighter({ themes: Object.values(THEMES), langs: [] }) as Promise<HighlighterGeneric<string, string>>;
}

/** This thread's Shiki with our two themes and, so far, the grammars its pages needed. */
export function getHighlighter(): Promise<HighlighterGeneric<string, string>> {
  highlighter ??= newHighlighter();
  return highlighter;
}

/**
 * Makes sure the grammars of these fence languages are loaded (names as written in the fence; unknown ones are plain
 * text), with every grammar of ours they may embed. Shiki highlights an embedded language (the YAML front matter of a
 * Markdown fence, a `<style lang="scss">` in Vue) only when its grammar happens to be loaded already: without the
 * closure, a page's colours would depend on which pages a worker thread compiled before it.
 */
export async function loadLanguages(shiki: HighlighterGeneric<string, string>, fenceLanguages: Iterable<string | null | undefined>) {
  const loaded = new Set(shiki.getLoadedLanguages());
  const wanted = [...new Set([...fenceLanguages].map(resolveLanguage))].filter((name) => name !== "text" && !loaded.has(name));
  const missing = (await withEmbedded(wanted)).filter((name) => !loaded.has(name));
  if (missing.length) await shiki.loadLanguage(...(missing as (typeof LANGUAGES)[number][]));
}

/** Shiki's name or alias of a grammar → ours, for the grammars in {@link LANGUAGES}. */
const OURS_BY_SHIKI_NAME = new Map(
  LANGUAGES.flatMap((ours) => {
    const info = bundledLanguagesInfo.find((candidate) => candidate.id === ours || candidate.aliases?.includes(ours));
    return info ? [info.id, ...(info.aliases ?? [])].map((name) => [name, ours] as const) : [];
  }),
);

/** These languages and, transitively, those of ours their grammars embed on demand. */
async function withEmbedded(languages: string[]): Promise<string[]> {
  const all = new Set(languages);
  const queue = [...languages];
  for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
    const load = bundledLanguages[name as keyof typeof bundledLanguages];
    if (!load) continue;
    for (const grammar of (await load()).default) {
      for (const embedded of grammar.embeddedLangsLazy ?? []) {
        const ours = OURS_BY_SHIKI_NAME.get(embedded);
        if (ours && !all.has(ours)) {
          all.add(ours);
          queue.push(ours);
        }
      }
    }
  }
  return [...all];
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
