import { use, type ReactNode } from "react";

/**
 * The landing page hydrates its hero first and the rest once the browser is
 * idle: hydrating the whole page in one go was one long task on a slow phone
 * (Lighthouse's total blocking time on `/`). Below the hero, this waits,
 * during hydration only, for the browser's first idle moment: React keeps the
 * prerendered HTML of the Suspense boundary around it as it is (nothing
 * moves, links work) and hydrates it then, in slices. Rendered anew (a
 * navigation to `/`, the prerender), it waits for nothing.
 */
const hydrating = typeof document !== "undefined" && document.querySelector(".home") !== null;
let idle: (Promise<void> & { status?: string }) | undefined;

function firstIdle(): Promise<void> {
  const promise: Promise<void> & { status?: string } = new Promise((resolve) => {
    if ("requestIdleCallback" in window) requestIdleCallback(() => resolve(), { timeout: 3000 });
    else setTimeout(resolve, 300);
  });
  // Marked as React marks a promise it has read: read again, it no longer suspends.
  void promise.then(() => (promise.status = "fulfilled"));
  return promise;
}

export function WhenIdle({ children }: { children: ReactNode }) {
  if (hydrating) use((idle ??= firstIdle()));
  return children;
}
