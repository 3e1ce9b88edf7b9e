import type { Element, Root } from "hast";
import { visit } from "unist-util-visit";
import type { PageFacts } from "./facts.ts";
import { ARTICLE_DATA } from "../../shared/article-markup.ts";
import { hastProperty } from "./hast-property.ts";

/**
 * What a compiled page needs the Content-Security-Policy to allow, read from
 * its finished syntax tree (the tree both `html` and `printableHtml` are
 * serialised from): its `style` attribute values and whether it embeds
 * StackBlitz. A `style` property is the attribute's value as the browser
 * reads it (the serialiser escapes it, the browser's parser decodes it), which
 * is the text CSP hashes. Content cannot add `<script>` or `<style>` elements
 * (`rehype-unsafe-html.ts`), so a page has no inline scripts of its own.
 */
export function policyFactsOf(tree: Root): Pick<PageFacts, "styleAttributes" | "stackBlitz"> {
  const styles = new Set<string>();
  let stackBlitz = false;
  visit(tree, "element", (node: Element) => {
    const { style, [hastProperty(ARTICLE_DATA.stackBlitz)]: dataStackblitz } = node.properties;
    if (typeof style === "string") styles.add(style);
    if (dataStackblitz !== undefined && dataStackblitz !== null && dataStackblitz !== false) stackBlitz = true;
  });
  return { styleAttributes: [...styles], stackBlitz };
}
