import { useEffect } from "react";
import { headTags } from "../shared/head-tags.ts";
import { ROUTE_HEAD_ATTRIBUTE } from "../shared/site.ts";
import type { RouteHead } from "../shared/types.ts";

/**
 * Puts the route's head in place after client navigation: its title and the
 * tags that differ from route to route, from the head the build computed. The
 * prerendered HTML already has them, so the first render changes nothing.
 */
export function useRouteHead(head: RouteHead | undefined): void {
  useEffect(() => {
    if (head) applyRouteHead(head);
  }, [head]);
}

export function applyRouteHead(head: RouteHead): void {
  document.title = head.title;
  for (const old of document.head.querySelectorAll(`[${ROUTE_HEAD_ATTRIBUTE}]`)) old.remove();
  // After the title, where the prerender writes them.
  let previous: Element | null = document.head.querySelector("title");
  for (const tag of headTags(head)) {
    const element = document.createElement(tag.tag);
    for (const [name, value] of Object.entries(tag.attributes)) element.setAttribute(name, value);
    element.setAttribute(ROUTE_HEAD_ATTRIBUTE, "");
    if (previous) previous.after(element);
    else document.head.append(element);
    previous = element;
  }
}
