/**
 * The reader's saved preferences: theme, the dismissed notification and the
 * package manager of install commands.
 *
 * `readStored`, `applyTheme` and `applySavedPreferences` run twice: inlined
 * into every page's `<head>` (their source, see `src/node/site/document.ts`) so
 * the saved theme is on the root before first paint, and in the app, where
 * the theme toggle calls the very same `applyTheme`. They therefore use only
 * their arguments, each other and browser globals — no imports, no
 * module-level names.
 */

export type Theme = "light" | "dark";

/**
 * The browser APIs used here, typed locally: the build (Node, no DOM types)
 * compiles this module too, to inline it.
 */
interface Browser {
  document: { documentElement: { setAttribute(name: string, value: string): void; getAttribute(name: string): string | null; classList: DOMTokens } };
  localStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void; removeItem(key: string): void };
}
interface DOMTokens {
  add(token: string): void;
  toggle(token: string, force: boolean): boolean;
}

/** Local-storage key of the theme. */
export const THEME_KEY = "theme";
/** Local-storage key of the dismissed notification, and the value that hides the current one. */
export const NOTIFICATION_KEY = "notification-dismissed";
export const NOTIFICATION_VERSION = "3";
/** Key written and removed to learn whether local storage works at all. */
export const STORAGE_PROBE_KEY = "localStorageTest";
/** Root class set before first paint when the current notification was dismissed. */
export const NOTIFICATION_DISMISSED_CLASS = "notification-dismissed";

/** A stored value, or null when there is none or storage is unavailable (private mode, blocked). */
export function readStored(key: string): string | null {
  try {
    return (globalThis as unknown as Browser).localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Puts a theme on the document root (`data-theme` and the `dark` class); anything but "dark" is light. */
export function applyTheme(theme: string | null): Theme {
  const value = theme === "dark" ? "dark" : "light";
  const root = (globalThis as unknown as Browser).document.documentElement;
  root.setAttribute("data-theme", value);
  root.classList.toggle("dark", value === "dark");
  return value;
}

/**
 * Runs before first paint: marks that scripts run, applies the saved theme,
 * hides a dismissed notification and shows install commands for the saved
 * package manager.
 */
export function applySavedPreferences(
  themeKey: string,
  notificationKey: string,
  notificationVersion: string,
  dismissedClass: string,
  packageManagerKey: string,
  packageManagerAttribute: string,
): void {
  const root = (globalThis as unknown as Browser).document.documentElement;
  root.classList.add("js");
  applyTheme(readStored(themeKey));
  if (readStored(notificationKey) === notificationVersion) root.classList.add(dismissedClass);
  const manager = readStored(packageManagerKey);
  if (manager) root.setAttribute(packageManagerAttribute, manager);
}

/** Whether local storage can be written: set and remove a probe key. */
export function storageWorks(): boolean {
  try {
    (globalThis as unknown as Browser).localStorage.setItem(STORAGE_PROBE_KEY, STORAGE_PROBE_KEY);
    (globalThis as unknown as Browser).localStorage.removeItem(STORAGE_PROBE_KEY);
    return true;
  } catch {
    return false;
  }
}

/** Saves a value if storage works; returns whether it was saved. */
export function store(key: string, value: string): boolean {
  try {
    (globalThis as unknown as Browser).localStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** The theme currently on the root (what the head script or the toggle set). */
export function currentTheme(): Theme {
  return (globalThis as unknown as Browser).document.documentElement.getAttribute("data-theme") === "dark" ? "dark" : "light";
}
