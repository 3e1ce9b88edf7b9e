import { SERVICE_WORKER_PATH } from "../shared/offline.ts";

/**
 * Registers `/sw.js` in production builds, in the browser only. A new worker
 * that is waiting is only logged; when a new worker takes control of a page
 * that already had one (an update, not the first install), the page reloads
 * itself once so that its HTML and chunks come from the same deploy.
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return;
  const { serviceWorker } = navigator;
  // The first install also "changes" the controller (from none): that needs no reload.
  let previous = serviceWorker.controller;
  let reloaded = false;
  serviceWorker.addEventListener("controllerchange", () => {
    const wasControlled = previous !== null;
    previous = serviceWorker.controller;
    if (!wasControlled || reloaded) return;
    reloaded = true;
    window.location.reload();
  });
  const logWaiting = (registration: ServiceWorkerRegistration) => {
    if (registration.waiting && serviceWorker.controller)
      console.info("A new version of the documentation is ready; it is used once every tab of this site is closed.");
  };
  const register = () => {
    serviceWorker
      .register(SERVICE_WORKER_PATH)
      .then((registration) => {
        // Undefined when the browser refuses workers for this page (automation can block them).
        if (!registration) return;
        logWaiting(registration);
        registration.addEventListener("updatefound", () => {
          registration.installing?.addEventListener("statechange", () => logWaiting(registration));
        });
      })
      .catch((error: unknown) => console.warn("The service worker could not be registered:", error));
  };
  // After the page's own loads, so the worker's downloads do not compete with them. The app may start after the
  // load event (client.tsx spreads its start over several tasks): then at once.
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
