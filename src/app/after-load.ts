import { loadAnalyticsWhenIdle } from "./analytics.ts";
import { registerServiceWorker } from "./register-service-worker.ts";

/**
 * What the app does once the page has loaded, in a chunk of its own: the
 * service worker's registration and the analytics wait for the load event
 * anyway, so their code need not be in every page's first-visit script
 * (0.5 KB gzip of main.js).
 */
export function afterLoad(): void {
  registerServiceWorker();
  loadAnalyticsWhenIdle();
}
