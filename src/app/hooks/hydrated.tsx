import { useSyncExternalStore } from "react";

const subscribe = () => () => undefined;

/**
 * False in the server render and while hydrating, true from the render after:
 * for controls that work only with the app running and so have no place in
 * the prerendered HTML (their room is kept by CSS, so nothing moves).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
