import type { SectionData } from "../../common/types.ts";
import type { SiteData } from "./SiteData.tsx";

/**
 * The browser's data: each section's menu and each page's article are lazy
 * chunks, loaded through webpack's dynamic import so that its runtime reports
 * failures ("Loading chunk … failed", "Cannot find module …").
 */
export function createClientData(): SiteData & { primeContent(key: string, html: string): void } {
  const sections = new Map<string, SectionData>();
  const contents = new Map<string, string>();
  return {
    peekSection: (name) => sections.get(name),
    async loadSection(name) {
      const module = (await import(/* webpackChunkName: "section-[request]" */ `@generated/sections/${name}.json`)) as { default: SectionData };
      sections.set(name, module.default);
      return module.default;
    },
    peekContent: (key) => contents.get(key),
    async loadContent(key) {
      const module = (await import(/* webpackChunkName: "page-[request]" */ `@generated/pages/${key}.html`)) as { default: string };
      contents.set(key, module.default);
      return module.default;
    },
    primeContent(key, html) {
      contents.set(key, html);
    },
  };
}
