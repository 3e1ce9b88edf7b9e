/** Offline support: names the service worker, the build and the page share. */

/** The service worker's script. */
export const SERVICE_WORKER_PATH = "/sw.js";
/** The message a page sends a waiting worker to make it take over now. */
export const SKIP_WAITING = "SKIP_WAITING";
