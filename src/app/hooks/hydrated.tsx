import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from "react";

const HydratedContext = createContext(false);

/**
 * Tells its tree when hydration is over. The change is a transition: React
 * renders the controls it adds in slices, yielding to the browser between
 * them. (A `useSyncExternalStore` whose server snapshot differs from its
 * client one does the same job, but React re-renders every such component
 * synchronously right after hydrating, in one task: on a page of a long
 * section that was the longest task of the load.)
 */
export function HydratedProvider({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return <HydratedContext value={hydrated}>{children}</HydratedContext>;
}

/**
 * False in the server render and while hydrating, true soon after: for
 * controls that work only with the app running and so have no place in the
 * prerendered HTML (their room is kept by CSS, so nothing moves).
 */
export function useHydrated(): boolean {
  return useContext(HydratedContext);
}
