import { parse } from "parse5";
import { DOCUMENT_ASSETS } from "./compile-worker.ts";

interface Node {
  nodeName: string;
  tagName?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: Node[];
  content?: Node;
  value?: string;
}

const UNSAFE_URL = /^(?:javascript|vbscript|data(?!:image\/)):/i;

/**
 * What a prerendered page must never contain, whatever its source: scripts
 * other than the site's own, event handlers, `javascript:` URLs, or a head
 * whose title and description are not exactly the page's (a `</title>` in
 * front matter must stay text). Returns the problems found.
 */
export function unsafeParts(document: string, expected: { title: string; description: string }): string[] {
  const problems: string[] = [];
  const tree = parse(document) as unknown as Node;
  const scripts: string[] = [];
  const walk = (node: Node) => {
    if (node.tagName === "script") scripts.push(node.attrs?.find((attr) => attr.name === "src")?.value ?? "inline");
    for (const attr of node.attrs ?? []) {
      if (/^on/i.test(attr.name)) problems.push(`event handler ${attr.name} on <${node.tagName}>`);
      if (UNSAFE_URL.test([...attr.value].filter((character) => character.charCodeAt(0) > 0x20).join(""))) {
        problems.push(`unsafe URL in ${attr.name} on <${node.tagName}>: ${attr.value.slice(0, 60)}`);
      }
    }
    for (const child of node.childNodes ?? []) walk(child);
    if (node.content) walk(node.content);
  };
  walk(tree);
  const expectedScripts = ["inline", ...DOCUMENT_ASSETS.scripts];
  if (scripts.join(" ") !== expectedScripts.join(" "))
    problems.push(`scripts ${JSON.stringify(scripts)} instead of ${JSON.stringify(expectedScripts)}`);

  const html = tree.childNodes!.find((node) => node.tagName === "html")!;
  const head = html.childNodes!.find((node) => node.tagName === "head")!;
  const titles = head.childNodes!.filter((node) => node.tagName === "title");
  const titleText = titles[0]?.childNodes?.map((node) => node.value ?? "").join("");
  if (titles.length !== 1 || titleText !== expected.title)
    problems.push(`head title ${JSON.stringify(titleText)} instead of ${JSON.stringify(expected.title)}`);
  const description = head.childNodes!.find(
    (node) => node.tagName === "meta" && node.attrs?.some((attr) => attr.name === "name" && attr.value === "description"),
  );
  const descriptionText = description?.attrs?.find((attr) => attr.name === "content")?.value;
  if (descriptionText !== expected.description)
    problems.push(`head description ${JSON.stringify(descriptionText)} instead of ${JSON.stringify(expected.description)}`);
  const root = html.childNodes!.find((node) => node.tagName === "body")?.childNodes?.filter((node) => node.tagName);
  if (root?.length !== 1 || root[0]!.attrs?.find((attr) => attr.name === "id")?.value !== "root")
    problems.push("the page's HTML escaped <div id=root>");
  return problems;
}
