import type { MenuAnchor } from "../../shared/types.ts";

/**
 * The current page's sidebar anchors, taken from the prerendered sidebar
 * before hydrating, as the article's HTML is taken from the article: the page
 * already shows them, so the first render needs no download and matches the
 * HTML. The list is read as the sidebar rendered it (`AnchorList`): an item's
 * link gives the id (`#id`) and title, a nested list its children. A page
 * without a sidebar has them in its outline instead (Outline.tsx).
 */
export function primedAnchors(container: ParentNode): MenuAnchor[] {
  const list =
    container.querySelector(".sidebar-item--current > .sidebar-item__anchors") ?? container.querySelector(".outline--disclosure .outline__list");
  return list ? anchorsOfList(list) : [];
}

function anchorsOfList(list: Element): MenuAnchor[] {
  return [...list.children].flatMap((item) => {
    const link = item.querySelector(":scope > a");
    const href = link?.getAttribute("href");
    if (!link || !href?.startsWith("#")) return [];
    const nested = item.querySelector(":scope > ul");
    return [{ title: link.textContent ?? "", id: href.slice(1), children: nested ? anchorsOfList(nested) : [] }];
  });
}
