// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { applyTheme, currentTheme, readStored, storageWorks, store } from "./preferences.ts";

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  document.documentElement.removeAttribute("data-theme");
  document.documentElement.className = "";
});

describe("applyTheme (the toggle's code, also inlined in the head)", () => {
  it("switches the root between dark and light", () => {
    expect(applyTheme("dark")).toBe("dark");
    expect(document.documentElement.dataset.theme).toBe("dark");
    expect(document.documentElement.classList.contains("dark")).toBe(true);
    expect(currentTheme()).toBe("dark");
    expect(applyTheme("light")).toBe("light");
    expect(document.documentElement.dataset.theme).toBe("light");
    expect(document.documentElement.classList.contains("dark")).toBe(false);
    expect(currentTheme()).toBe("light");
  });
});

describe("storage helpers", () => {
  it("save and read values when storage works, and the probe key is left behind nowhere", () => {
    expect(storageWorks()).toBe(true);
    expect(localStorage.getItem("localStorageTest")).toBeNull();
    expect(store("theme", "dark")).toBe(true);
    expect(readStored("theme")).toBe("dark");
  });

  it("report failure instead of throwing when storage is blocked", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("quota", "QuotaExceededError");
    });
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("insecure", "SecurityError");
    });
    expect(storageWorks()).toBe(false);
    expect(store("theme", "dark")).toBe(false);
    expect(readStored("theme")).toBeNull();
  });
});
