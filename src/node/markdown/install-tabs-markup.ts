import type { Element } from "hast";
import type { Code } from "mdast";
import convert from "npm-to-yarn";
import { PACKAGE_MANAGERS } from "../../shared/package-managers.ts";
import { ContentError } from "../errors.ts";
import { ARTICLE_CLASS, ARTICLE_DATA } from "../../shared/article-markup.ts";
import { hastProperty } from "./hast-property.ts";

/** A fence marked `npm2yarn` (the flag Docusaurus also uses) shows its npm commands as npm / yarn / pnpm tabs. */
export function isInstallBlock(code: Code): boolean {
  return /(?:^|\s)npm2yarn(?:\s|$)/.test(code.meta ?? "");
}

/**
 * Build-time markup of an install block: a tab list and one panel a package
 * manager, each panel an ordinary highlighted code block. Which panel shows is
 * decided by CSS from the root's `data-package-manager` (set before first
 * paint from the reader's saved choice), so nothing moves when scripts start;
 * a delegated handler in the app switches tabs and remembers the choice.
 */
export function installTabsToHast(code: Code, file: string, index: number, renderBlock: (code: Code) => Element): Element {
  const commands = code.value.replace(/\n$/, "").split("\n");
  commands.forEach((command, offset) => {
    if (command.trim() && !/^\s*(npm|npx)\s/.test(command)) {
      throw new ContentError(
        file,
        (code.position?.start.line ?? 1) + 1 + offset,
        `an npm2yarn block holds only npm and npx commands, not "${command.trim()}"`,
      );
    }
  });
  const meta = (code.meta ?? "").replace(/(?:^|\s)npm2yarn(?=\s|$)/, "").trim();
  const id = (manager: string) => `install-${index}-${manager}`;
  const tabs: Element[] = PACKAGE_MANAGERS.map((manager, position) => ({
    type: "element",
    tagName: "button",
    properties: {
      type: "button",
      role: "tab",
      id: id(manager),
      ariaControls: [`${id(manager)}-panel`],
      ariaSelected: position === 0 ? "true" : "false",
      tabIndex: position === 0 ? 0 : -1,
      [hastProperty(ARTICLE_DATA.manager)]: manager,
      className: [ARTICLE_CLASS.installTab],
    },
    children: [{ type: "text", value: manager }],
  }));
  const panels: Element[] = PACKAGE_MANAGERS.map((manager) => ({
    type: "element",
    tagName: "div",
    properties: {
      role: "tabpanel",
      id: `${id(manager)}-panel`,
      ariaLabelledBy: [id(manager)],
      [hastProperty(ARTICLE_DATA.manager)]: manager,
      className: [ARTICLE_CLASS.installPanel],
    },
    children: [
      renderBlock({
        ...code,
        meta: meta || null,
        value: manager === "npm" ? commands.join("\n") : commands.map((command) => (command.trim() ? convert(command, manager) : command)).join("\n"),
      }),
    ],
  }));
  return {
    type: "element",
    tagName: "div",
    properties: { className: [ARTICLE_CLASS.installTabs] },
    children: [
      {
        type: "element",
        tagName: "div",
        properties: { role: "tablist", ariaLabel: "Package manager", className: [ARTICLE_CLASS.installTabList] },
        children: tabs,
      },
      ...panels,
    ],
  };
}
