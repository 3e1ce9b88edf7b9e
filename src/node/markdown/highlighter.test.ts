import { expect, it } from "vitest";
import { LANGUAGES, THEMES, getHighlighter, loadLanguages } from "./highlighter.ts";

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
