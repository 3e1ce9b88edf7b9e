import { useEffect, useState } from "react";
import { applyTheme, currentTheme, store, THEME_KEY, type Theme } from "../../../../shared/preferences.ts";
import "./ThemeToggle.css";

/**
 * Switches between the light and dark theme. The head script has already put
 * the saved theme on the root; this reads it from there after hydration (the
 * server render cannot know it) and uses the same `applyTheme` to switch.
 * The icon follows the root through CSS, so it is right before hydration too.
 * When storage is unavailable the switch still holds for this page.
 */
export function ThemeToggle() {
  const [theme, setTheme] = useState<Theme>("light");
  useEffect(() => setTheme(currentTheme()), []);
  const next: Theme = theme === "dark" ? "light" : "dark";
  return (
    <button
      type="button"
      className="theme-toggle icon-button"
      aria-label={`Switch to ${next} theme`}
      onClick={() => {
        setTheme(applyTheme(next));
        store(THEME_KEY, next);
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 20 20">
        <path className="theme-toggle__moon" d="M12.5 2.5a7.5 7.5 0 1 0 5 12.6A6.5 6.5 0 0 1 12.5 2.5z" />
        <g className="theme-toggle__sun">
          <circle cx="10" cy="10" r="4" />
          <path d="M10 1.5v2M10 16.5v2M1.5 10h2M16.5 10h2M4 4l1.4 1.4M14.6 14.6 16 16M4 16l1.4-1.4M14.6 5.4 16 4" />
        </g>
      </svg>
    </button>
  );
}
