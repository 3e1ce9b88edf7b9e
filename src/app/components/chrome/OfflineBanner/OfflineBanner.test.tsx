// @vitest-environment jsdom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, expect, it, vi } from "vitest";
import { OfflineBanner } from "./OfflineBanner.tsx";

// The browser test (tests/e2e/fixture/offline.spec.ts) sees the banner appear when the connection drops; Chromium's
// emulated offline mode reports `navigator.onLine` as true again after a navigation, so a page opened while
// offline is checked here.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
afterEach(() => vi.restoreAllMocks());

function mount() {
  const container = document.createElement("div");
  act(() => createRoot(container).render(<OfflineBanner />));
  return container;
}

it("says so at once when a page is opened offline, and goes away when the connection returns", () => {
  const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
  const banner = mount();
  expect(banner.querySelector("[role=status]")?.textContent).toMatch(/You are offline/);
  onLine.mockReturnValue(true);
  act(() => {
    window.dispatchEvent(new Event("online"));
  });
  expect(banner.querySelector("[role=status]")?.textContent).toBe("");
});

it("keeps an empty status region while online, so that going offline is announced", () => {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(true);
  const banner = mount();
  expect(banner.querySelector("[role=status]")).not.toBeNull();
  expect(banner.textContent).toBe("");
});
