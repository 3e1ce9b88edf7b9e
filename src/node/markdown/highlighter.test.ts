import { expect, it } from "vitest";
import { LANGUAGES, THEMES, getHighlighter, loadLanguages, newHighlighter } from "./highlighter.ts";

it("loads a grammar only when a page's fence needs it, under any of its fence names", async () => {
  const shiki = await getHighlighter();
  await loadLanguages(shiki, ["js", "sh", null, "text", "no-such-language"]);
  expect(shiki.getLoadedLanguages()).toEqual(expect.arrayContaining(["javascript", "bash"]));
  expect(shiki.getLoadedLanguages()).not.toContain("rust");
});

it("every language in LANGUAGES loads and highlights (a misspelt name would fail only on the first page using it)", async () => {
  const shiki = await getHighlighter();
  await loadLanguages(shiki, LANGUAGES);
  for (const lang of LANGUAGES) expect(shiki.codeToHtml("x", { lang, themes: THEMES })).toContain("shiki");
});

it("colours a fence the same whatever the thread loaded before (embedded grammars come with the language)", async () => {
  const fence = '---\n"webpack": patch\n---\n\n# Title\n\n```js\nconst a = 1;\n```\n';
  const fresh = await newHighlighter();
  await loadLanguages(fresh, ["md"]);
  const used = await newHighlighter();
  await loadLanguages(used, ["yaml", "sh", "rust"]);
  await loadLanguages(used, ["md"]);
  const html = fresh.codeToHtml(fence, { lang: "markdown", themes: THEMES });
  expect(html).toBe(used.codeToHtml(fence, { lang: "markdown", themes: THEMES }));
  // The front matter is highlighted as YAML, not as a Markdown rule.
  expect(html).not.toContain('"webpack": patch<');
});
