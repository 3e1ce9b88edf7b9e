import type { Element, Properties, Root, RootContent } from "hast";
import type { MdxJsxAttribute, MdxJsxExpressionAttribute, MdxJsxFlowElementHast } from "mdast-util-mdx-jsx";
import type { Plugin } from "unified";
import type { VFile } from "vfile";
import { ContentError } from "../errors.ts";
import { ARTICLE_CLASS, ARTICLE_DATA } from "../../shared/article-markup.ts";
import { hastProperty } from "./hast-property.ts";
import { MESSAGE_COMPONENT } from "./rehype-webpack-messages.ts";

type JsxNode = MdxJsxFlowElementHast;
type AnyNode = Root | RootContent | JsxNode;

/** The site components content may use, rendered to static markup. */
const COMPONENTS: Record<string, (props: Record<string, string | boolean>, at: ErrorAt) => Element> = {
  Badge(props, at) {
    const text = props.text;
    if (typeof text !== "string" || !text) at('<Badge> needs a `text` attribute, e.g. <Badge text="5.20.0+" />');
    return badgeElement(String(text));
  },
  StackBlitzPreview(props, at) {
    const example = props.example;
    if (typeof example !== "string" || !example) at('<StackBlitzPreview> needs an `example` attribute, e.g. example="getting-started?terminal="');
    const url = `https://stackblitz.com/github/webpack/webpack.js.org/tree/main/examples/${String(example)}`;
    return {
      type: "element",
      tagName: "div",
      properties: { className: [ARTICLE_CLASS.stackBlitz], [hastProperty(ARTICLE_DATA.stackBlitz)]: url },
      children: [
        {
          type: "element",
          tagName: "a",
          properties: { href: url, target: "_blank", rel: ["noopener", "noreferrer"], className: [ARTICLE_CLASS.stackBlitzOpen] },
          children: [
            { type: "text", value: "Open this example on StackBlitz" },
            {
              type: "element",
              tagName: "span",
              properties: { className: [ARTICLE_CLASS.visuallyHidden] },
              children: [{ type: "text", value: " (opens in a new tab)" }],
            },
          ],
        },
        {
          type: "element",
          tagName: "button",
          properties: { type: "button", className: [ARTICLE_CLASS.stackBlitzEmbed] },
          children: [{ type: "text", value: "Run it here" }],
        },
      ],
    };
  },
  // The configuration check tool: a place the app mounts it in (Article.tsx), and what shows until it has.
  ConfigCheck(_props, _at) {
    return {
      type: "element",
      tagName: "div",
      properties: { className: [ARTICLE_CLASS.configCheck], [hastProperty(ARTICLE_DATA.configCheck)]: true },
      children: [
        {
          type: "element",
          tagName: "p",
          properties: { className: ["config-check__waiting"] },
          children: [{ type: "text", value: "The check runs in your browser and needs JavaScript: it is loading, or JavaScript is off." }],
        },
      ],
    };
  },
};

/** Every component content may use: these, and `<WebpackMessage>` on the errors section's pages (rehype-webpack-messages.ts, which runs first). */
export const KNOWN_COMPONENTS = [...Object.keys(COMPONENTS), MESSAGE_COMPONENT];

/** `<Badge text="…" />`'s markup, also for the badges the build adds to option headings (rehype-history-badges.ts). */
export function badgeElement(text: string): Element {
  return { type: "element", tagName: "span", properties: { className: [ARTICLE_CLASS.badge] }, children: [{ type: "text", value: text }] };
}

type ErrorAt = (message: string) => never;

const ATTRIBUTE_NAMES: Record<string, string> = { class: "className", for: "htmlFor" };

/**
 * Turns the MDX nodes left in the tree into plain HTML: lowercase JSX into
 * elements, the site components into their markup, comment expressions into
 * nothing. Anything else (an unknown component, JavaScript expressions,
 * import/export) is a content error with its line.
 */
export const rehypeMdxElements: Plugin<[], Root> = () => (tree, file) => {
  transformChildren(tree, file);
};

function transformChildren(parent: { children: AnyNode[] }, file: VFile): void {
  const result: AnyNode[] = [];
  for (const node of parent.children) result.push(...transform(node, file));
  parent.children = result;
}

function transform(node: AnyNode, file: VFile): AnyNode[] {
  const at: ErrorAt = (message) => {
    throw new ContentError(file.path, node.position?.start.line ?? 1, message);
  };
  switch (node.type as string) {
    case "mdxjsEsm":
      return at(`\`import\` and \`export\` are not supported in content: use the site components (${KNOWN_COMPONENTS.join(", ")}) directly`);
    case "mdxFlowExpression":
    case "mdxTextExpression": {
      const value = (node as unknown as { value: string }).value.trim();
      if (/^\/\*[\s\S]*\*\/$/.test(value) || value === "") return [];
      return at(`JavaScript expressions are not supported in content: {${value.slice(0, 40)}}. Escape the brace as \\{ or put it in inline code`);
    }
    case "mdxJsxFlowElement":
    case "mdxJsxTextElement": {
      const jsx = node as JsxNode;
      transformChildren(jsx, file);
      if (!jsx.name) return jsx.children;
      const props = attributes(jsx.attributes, at);
      if (/^[A-Z]/.test(jsx.name)) {
        const component = COMPONENTS[jsx.name];
        if (!component) {
          return at(`unknown component <${jsx.name}>: the site provides ${KNOWN_COMPONENTS.map((name) => `<${name}>`).join(", ")}`);
        }
        // Its place in the source stays with it, for facts read from the tree (a version badge's line).
        return [{ ...component(props, at), position: jsx.position }];
      }
      const properties: Properties = {};
      for (const [name, value] of Object.entries(props)) properties[ATTRIBUTE_NAMES[name] ?? name] = value;
      return [{ type: "element", tagName: jsx.name, properties, children: jsx.children }];
    }
    default:
      if ("children" in node) transformChildren(node, file);
      return [node];
  }
}

function attributes(list: (MdxJsxAttribute | MdxJsxExpressionAttribute)[], at: ErrorAt): Record<string, string | boolean> {
  const props: Record<string, string | boolean> = {};
  for (const attribute of list) {
    if (attribute.type !== "mdxJsxAttribute") return at("spread attributes ({...props}) are not supported in content");
    const { name, value } = attribute;
    if (value === null || value === undefined) props[name] = true;
    else if (typeof value === "string") props[name] = value;
    else {
      const literal = value.value.trim();
      if (/^(true|false)$/.test(literal)) props[name] = literal === "true";
      else if (/^-?\d+(\.\d+)?$/.test(literal)) props[name] = literal;
      else if (/^(["'`])[^"'`]*\1$/.test(literal)) props[name] = literal.slice(1, -1);
      else return at(`attribute ${name}={${literal.slice(0, 30)}} is not a literal: write ${name}="…"`);
    }
  }
  return props;
}
