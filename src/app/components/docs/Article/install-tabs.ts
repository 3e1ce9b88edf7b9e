import { PACKAGE_MANAGER_ATTRIBUTE, PACKAGE_MANAGER_KEY, PACKAGE_MANAGERS } from "../../../../shared/package-managers.ts";
import { store } from "../../../../shared/preferences.ts";
import { ARTICLE_CLASS, ARTICLE_DATA, classSelector } from "../../../../shared/article-markup.ts";

const TAB = classSelector(ARTICLE_CLASS.installTab);

/**
 * Install blocks (`npm2yarn` fences) show one tab a package manager. CSS shows
 * the panel named by the root's `data-package-manager`, which the head script
 * sets from the saved choice before first paint; these functions keep the
 * tabs' ARIA state in step and remember a new choice for every page.
 */

const current = () => document.documentElement.getAttribute(PACKAGE_MANAGER_ATTRIBUTE) ?? PACKAGE_MANAGERS[0];

/** Marks the chosen tab selected (and the only one in the tab order) in every install block under `root`. */
export function syncInstallTabs(root: ParentNode): void {
  const chosen = current();
  for (const tab of root.querySelectorAll<HTMLButtonElement>(TAB)) {
    const selected = tab.getAttribute(ARTICLE_DATA.manager) === chosen;
    tab.setAttribute("aria-selected", String(selected));
    tab.tabIndex = selected ? 0 : -1;
  }
}

/** Shows every install block on the page with this manager and saves the choice. */
export function choosePackageManager(manager: string): void {
  if (!(PACKAGE_MANAGERS as readonly string[]).includes(manager)) return;
  document.documentElement.setAttribute(PACKAGE_MANAGER_ATTRIBUTE, manager);
  store(PACKAGE_MANAGER_KEY, manager);
  syncInstallTabs(document);
}

const KEY_STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/** Arrow keys, Home and End move between the tabs of one list and select the tab they land on. */
export function handleInstallTabKey(event: KeyboardEvent): void {
  const tab = (event.target as Element | null)?.closest<HTMLButtonElement>(TAB);
  const step = KEY_STEPS[event.key];
  if (!tab || !step) return;
  const tabs = [...(tab.parentElement?.querySelectorAll<HTMLButtonElement>(TAB) ?? [])];
  const next = tabs[step(tabs.indexOf(tab), tabs.length)];
  if (!next) return;
  event.preventDefault();
  choosePackageManager(next.getAttribute(ARTICLE_DATA.manager) ?? "");
  next.focus();
}
