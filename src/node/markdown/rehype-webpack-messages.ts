import type { Element, ElementContent, Root, RootContent } from "hast";
import { parseExpressionAt } from "acorn";
import type { MdxJsxAttribute, MdxJsxFlowElementHast, MdxJsxTextElementHast } from "mdast-util-mdx-jsx";
import type { Plugin } from "unified";
import type { VFile } from "vfile";
import { ContentError } from "../errors.ts";
import type { MessageFact, SourcePlace } from "../messages/model.ts";
import { matchesTemplate, splitTemplate } from "../messages/template-text.ts";
import type { HeadingFact, MessageUseFact } from "./facts.ts";

/** The component an errors-catalogue entry shows a message with (README: "The errors catalogue"). */
export const MESSAGE_COMPONENT = "WebpackMessage";
/** How many places a message is raised in the facts line shows before "and N more". */
const PLACES_SHOWN = 3;

export interface WebpackMessagesOptions {
  /**
   * The catalogue's facts for the ids the page names; undefined on a page
   * outside the errors section, where the component is not available.
   */
  messages?: Readonly<Record<string, MessageFact>>;
  /** The page's headings (read before this plugin runs), for the heading each message sits under. */
  headings: readonly HeadingFact[];
  /** Receives every message the page shows, in order. */
  uses: MessageUseFact[];
}

type JsxElement = MdxJsxFlowElementHast | MdxJsxTextElementHast;

/**
 * Expands `<WebpackMessage id="…" />` (and `template="…"` for one case of
 * a message, or a message whose code is too dynamic to read) into the
 * message as printed, its variable parts marked, and a line of facts: the
 * class or code, where it is raised in the installed package (linked to that
 * line of its repository at that version) and, where the history says so,
 * the release that introduced it. An id the installed packages do not have,
 * or a template that is not the message's, stops the build at the
 * component's line. Each message is recorded with the heading it sits under.
 */
export const rehypeWebpackMessages: Plugin<[WebpackMessagesOptions], Root> =
  ({ messages, headings, uses }) =>
  (tree, file) => {
    const headingText = new Map(headings.map((heading) => [heading.id, heading.text]));
    let current: MessageUseFact["heading"];
    const shown = new Set<string>();
    const visitChildren = (parent: { children: (RootContent | ElementContent)[] }) => {
      parent.children = parent.children.map((node) => {
        if (node.type === "element" && /^h[2-6]$/.test(node.tagName) && typeof node.properties.id === "string") {
          current = { id: node.properties.id, text: headingText.get(node.properties.id) ?? "" };
        }
        if ((node.type as string) === "mdxJsxFlowElement" || (node.type as string) === "mdxJsxTextElement") {
          const jsx = node as unknown as JsxElement;
          if (jsx.name === MESSAGE_COMPONENT) return expand(jsx, messages, current, uses, file, shown);
        }
        if ("children" in node) visitChildren(node);
        return node;
      });
    };
    visitChildren(tree);
  };

function expand(
  node: JsxElement,
  messages: WebpackMessagesOptions["messages"],
  heading: MessageUseFact["heading"],
  uses: MessageUseFact[],
  file: VFile,
  shown: Set<string>,
): Element {
  const line = node.position?.start.line ?? 1;
  const fail = (message: string): never => {
    throw new ContentError(file.path, line, message);
  };
  if (!messages) fail(`<${MESSAGE_COMPONENT}> belongs on the pages of the errors section: elsewhere, link to the message's entry`);
  const attributes = new Map<string, string>();
  for (const attribute of node.attributes) {
    const value = attribute.type === "mdxJsxAttribute" ? attributeText(attribute.value) : undefined;
    if (attribute.type !== "mdxJsxAttribute" || value === undefined) {
      return fail(
        `<${MESSAGE_COMPONENT}> takes text attributes: id="…" and, for one case of the message, template="…" (or template={"…"}, a JavaScript string, for text with both kinds of quote, tabs or line breaks as \\n)`,
      );
    }
    attributes.set(attribute.name, value);
  }
  const unknown = [...attributes.keys()].filter((name) => name !== "id" && name !== "template");
  if (unknown.length) fail(`<${MESSAGE_COMPONENT}> has no attribute ${unknown.join(", ")}: it takes id="…" and template="…"`);
  const id = attributes.get("id");
  if (!id) return fail(`<${MESSAGE_COMPONENT}> needs an id: a class name (ModuleNotFoundError), a deprecation code or a message id of the catalogue`);
  const fact = messages![id];
  if (!fact) {
    return fail(
      `no message "${id}" in the installed packages: renamed or removed? (the catalogue names classes, DEP_WEBPACK_* codes and runtime/…, webpack-dev-server/…, webpack-cli/… messages)`,
    );
  }
  const written = attributes.get("template");
  const quoted = node.attributes.find((attribute) => attribute.type === "mdxJsxAttribute" && attribute.name === "template");
  if (written?.includes("\n") && quoted?.type === "mdxJsxAttribute" && typeof quoted.value === "string") {
    fail(`a template of several lines is written as a JavaScript string, template={"…\\n…"}: in quotes, MDX drops the spaces that start its lines`);
  }
  if (written !== undefined && fact.template && !matchesTemplate(fact.pattern ?? fact.template, written)) {
    fail(`template="${written.slice(0, 60)}" is not a case of ${id}'s message as webpack builds it: ${JSON.stringify(fact.template)}`);
  }
  const template = written ?? fact.template;
  if (!template) {
    return fail(`${id}'s message is built by code too dynamic to read: write it as printed, with template="…" ({name} for each variable part)`);
  }
  const use: MessageUseFact = { id, template, written: written !== undefined, line, heading };
  if (written === undefined && fact.pattern) use.pattern = fact.pattern;
  uses.push(use);
  const element: Element = {
    type: "element",
    tagName: "div",
    properties: { className: ["webpack-message"], dataMessageId: id },
    children: [
      {
        type: "element",
        tagName: "pre",
        properties: { className: ["webpack-message__text"] },
        children: [{ type: "element", tagName: "code", properties: {}, children: templateMarkup(template) }],
      },
      { type: "element", tagName: "p", properties: { className: ["webpack-message__facts"] }, children: factsMarkup(fact, !shown.has(id)) },
    ],
  };
  shown.add(id);
  return element;
}

/** An attribute's text: `"…"` as written, or `{"…"}` / `` {`…`} ``, a JavaScript string (with escapes) and nothing else. */
function attributeText(value: MdxJsxAttribute["value"]): string | undefined {
  if (typeof value === "string") return value;
  if (!value || value.type !== "mdxJsxAttributeValueExpression") return undefined;
  try {
    const expression = parseExpressionAt(value.value, 0, { ecmaVersion: "latest" });
    if (expression.end !== value.value.trimEnd().length) return undefined;
    if (expression.type === "Literal" && typeof expression.value === "string") return expression.value;
    if (expression.type === "TemplateLiteral" && expression.expressions.length === 0) return expression.quasis[0]?.value.cooked ?? undefined;
  } catch {
    // Not a string: reported by the caller.
  }
  return undefined;
}

/** The template as text, each placeholder in a `<var>`. */
function templateMarkup(template: string): ElementContent[] {
  return splitTemplate(template).map((part) =>
    part.kind === "text"
      ? { type: "text", value: part.text }
      : { type: "element", tagName: "var", properties: { className: ["webpack-message__part"] }, children: [{ type: "text", value: part.text }] },
  );
}

/**
 * "Class ModuleNotFoundError of webpack 5.113.0, raised in lib/Compilation.js:2494 and 3 more places. Class added in webpack 5.64.0."
 * A page that shows a message again (one case after another) gives the places with the first only.
 */
function factsMarkup(fact: MessageFact, first: boolean): ElementContent[] {
  const text = (value: string): ElementContent => ({ type: "text", value });
  const code = (value: string): ElementContent => ({ type: "element", tagName: "code", properties: {}, children: [text(value)] });
  const link = (place: SourcePlace, children: ElementContent[]): ElementContent =>
    place.url
      ? { type: "element", tagName: "a", properties: { href: place.url }, children }
      : { type: "element", tagName: "span", properties: {}, children };
  const parts: ElementContent[] = [];
  if (fact.kind === "class") {
    parts.push(text("Class "), fact.defined ? link(fact.defined, [code(fact.className ?? fact.id)]) : code(fact.className ?? fact.id));
    if (fact.errorName) parts.push(text(" (its "), code("name"), text(" is "), code(fact.errorName), text(")"));
    parts.push(text(` of ${fact.package} ${fact.version}`));
  } else if (fact.kind === "deprecation") {
    parts.push(text("Deprecation code "), code(fact.code ?? fact.id), text(` of ${fact.package} ${fact.version}`));
  } else if (fact.kind === "runtime") {
    parts.push(text(`Thrown by the runtime code ${fact.package} ${fact.version} adds to a bundle`));
  } else {
    parts.push(text(`Printed by ${fact.package} ${fact.version}`));
  }
  if (fact.raised.length && first) {
    parts.push(text(fact.kind === "runtime" ? ", written in " : ", raised in "));
    fact.raised.slice(0, PLACES_SHOWN).forEach((place, index) => {
      if (index > 0)
        parts.push(text(index === Math.min(PLACES_SHOWN, fact.raised.length) - 1 && fact.raised.length <= PLACES_SHOWN ? " and " : ", "));
      parts.push(link(place, [code(`${place.file}:${place.line}`)]));
    });
    const more = fact.raised.length - PLACES_SHOWN;
    if (more > 0) parts.push(text(` and ${more} more place${more === 1 ? "" : "s"}`));
  }
  parts.push(text("."));
  // The history knows when the class or code appeared, which a rename or a move makes later than the message itself;
  // a deprecation code is the warning, so it warns from that release on.
  if (fact.since && first) {
    const what = fact.kind === "deprecation" ? "Warns since" : fact.kind === "class" ? "Class added in" : "Added in";
    parts.push(text(` ${what} ${fact.package} ${fact.since}.`));
  }
  return parts;
}
