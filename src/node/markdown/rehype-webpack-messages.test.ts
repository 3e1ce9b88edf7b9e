import { describe, expect, it } from "vitest";
import type { MessageFact } from "../messages/model.ts";
import { compileBody } from "./compile.ts";

const NOT_FOUND: MessageFact = {
  id: "ModuleNotFoundError",
  kind: "class",
  package: "webpack",
  version: "5.113.0",
  className: "ModuleNotFoundError",
  template: "Module not found: {error}",
  defined: {
    file: "lib/errors/ModuleNotFoundError.js",
    line: 59,
    url: "https://github.com/webpack/webpack/blob/v5.113.0/lib/errors/ModuleNotFoundError.js#L59",
  },
  raised: [
    { file: "lib/Compilation.js", line: 2494, url: "https://github.com/webpack/webpack/blob/v5.113.0/lib/Compilation.js#L2494" },
    { file: "lib/a.js", line: 1 },
    { file: "lib/b.js", line: 2 },
    { file: "lib/c.js", line: 3 },
  ],
  since: "5.1.0",
};
const messages = { ModuleNotFoundError: NOT_FOUND };

describe("<WebpackMessage>", () => {
  it("shows the message with its variable parts marked, and where webpack raises it", async () => {
    const facts = await compileBody("content/errors/x.mdx", '<WebpackMessage id="ModuleNotFoundError" />\n', "mdx", { messages });
    expect(facts.html).toContain(
      '<pre class="webpack-message__text"><code>Module not found: <var class="webpack-message__part">{error}</var></code></pre>',
    );
    expect(facts.html).toContain("https://github.com/webpack/webpack/blob/v5.113.0/lib/Compilation.js#L2494");
    expect(facts.html).toContain("and 1 more place.");
    expect(facts.html).toContain("Class added in webpack 5.1.0.");
    expect(facts.messages).toEqual([
      { id: "ModuleNotFoundError", template: "Module not found: {error}", written: false, line: 1, heading: undefined },
    ]);
  });

  it("takes one case of the message, as text or a JavaScript string, and records the heading it is under", async () => {
    const body = [
      "## Can't resolve",
      "",
      `<WebpackMessage id="ModuleNotFoundError" template="Module not found: Error: Can't resolve '{request}'" />`,
      "",
      "### With a tab",
      "",
      '<WebpackMessage id="ModuleNotFoundError" template={"Module not found: Error:\\n\\tindented"} />',
      "",
    ].join("\n");
    const facts = await compileBody("content/errors/x.mdx", body, "mdx", { messages });
    expect(facts.messages.map(({ template, heading, line }) => ({ template, heading, line }))).toEqual([
      { template: "Module not found: Error: Can't resolve '{request}'", heading: { id: "cant-resolve", text: "Can't resolve" }, line: 3 },
      { template: "Module not found: Error:\n\tindented", heading: { id: "with-a-tab", text: "With a tab" }, line: 7 },
    ]);
    // The places are given once a page.
    expect(facts.html.match(/Compilation\.js#L2494/g)).toHaveLength(1);
  });

  it("stops the build at the component's line for a message the packages do not have, a template that is not its own, or a page outside the section", async () => {
    await expect(compileBody("content/errors/x.mdx", '\n\n<WebpackMessage id="ModuleMissingError" />\n', "mdx", { messages })).rejects.toThrow(
      /^content\/errors\/x\.mdx:3: no message "ModuleMissingError" in the installed packages/,
    );
    await expect(
      compileBody("content/errors/x.mdx", '<WebpackMessage id="ModuleNotFoundError" template="Module was not found: {x}" />\n', "mdx", { messages }),
    ).rejects.toThrow(/x\.mdx:1: template="Module was not found: \{x\}" is not a case of ModuleNotFoundError's message/);
    await expect(compileBody("content/guides/x.mdx", '<WebpackMessage id="ModuleNotFoundError" />\n', "mdx", {})).rejects.toThrow(
      /guides\/x\.mdx:1: <WebpackMessage> belongs on the pages of the errors section/,
    );
    await expect(compileBody("content/errors/x.mdx", "<WebpackMessage id={name} />\n", "mdx", { messages })).rejects.toThrow(/takes text attributes/);
    await expect(
      compileBody("content/errors/x.mdx", '<WebpackMessage id="ModuleNotFoundError" template="Module not found: x\n  indented" />\n', "mdx", {
        messages,
      }),
    ).rejects.toThrow(/x\.mdx:1: a template of several lines is written as a JavaScript string/);
  });
});
