import { APP_ROUTES } from "./app-routes.ts";

/** Offline support: names the service worker, the build and the page share. */

/** The service worker's script. */
export const SERVICE_WORKER_PATH = "/sw.js";
/** The page a navigation gets offline when it was never read: it renders the route in the browser. */
export const APP_SHELL = `${APP_ROUTES.appShell.path}index.html`;
/** The message a page sends a waiting worker to make it take over now. */
export const SKIP_WAITING = "SKIP_WAITING";
