import { useEffect, useState } from "react";

const QUERY = "(prefers-reduced-motion: reduce)";

/**
 * Whether the reader asked for reduced motion. The prerender (and the first
 * render while hydrating) assume they did, so nothing moves until the browser
 * has said otherwise. Read in an effect, not as an external store: a store
 * whose value differs from the server's makes React re-render synchronously
 * right after hydrating, one long task.
 */
export function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(true);
  useEffect(() => {
    const media = window.matchMedia(QUERY);
    const update = () => setReduced(media.matches);
    update();
    media.addEventListener("change", update);
    return () => media.removeEventListener("change", update);
  }, []);
  return reduced;
}

/** Counts up by one every `intervalMs` while `running`: the first step comes after one interval. */
export function useTicker(intervalMs: number, running: boolean): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setTick((value) => value + 1), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs, running]);
  return tick;
}
