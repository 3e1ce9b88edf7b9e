import { describe, expect, it } from "vitest";
import { printedAs, reproductionsOf, runReproduction } from "./helpers/error-reproductions.ts";

/**
 * The reproductions of the errors catalogue's module resolution and loading
 * entries, built with the installed webpack: each prints the message its
 * entry shows (helpers/error-reproductions.ts).
 */
const PAGES = ["module-not-found.mdx"];

for (const page of PAGES) {
  describe(page, async () => {
    const reproductions = await reproductionsOf(page);

    it("has reproductions", () => {
      expect(reproductions.length).toBeGreaterThan(0);
    });

    for (const reproduction of reproductions) {
      it(`${reproduction.name} prints its message`, async () => {
        const printed = await runReproduction(reproduction);
        expect(
          printed.some((message) => printedAs(reproduction.use.template, message)),
          `webpack printed:\n${printed.join("\n---\n")}\n\nthe entry shows:\n${reproduction.use.template}`,
        ).toBe(true);
      });
    }
  });
}
