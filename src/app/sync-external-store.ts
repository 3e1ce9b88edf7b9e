/**
 * wouter reaches `useSyncExternalStore` through the `use-sync-external-store`
 * shim, written for React 17 and older; React 19 has its own. The browser
 * build resolves the shim here (src/node/webpack/config.ts): 0.5 KB gzip less
 * in every page's first-visit script.
 */
export { useSyncExternalStore } from "react";
