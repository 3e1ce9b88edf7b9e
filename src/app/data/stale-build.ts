import { asLoadFailure, LoadFailure } from "./load-failure.ts";

/**
 * What a failed lazy load means. A tab keeps the app's script of the build it started with; once a new build is
 * published, that script asks for files (section menus, article files, lazy parts) the new build no longer has. The
 * loads then fail with a LoadFailure (load-failure.ts): the file is missing, the request failed or timed out, or the
 * page is one the loaded data does not know.
 */

/** How long the server is given to answer a check: a server that hangs counts as down. */
const CHECK_TIMEOUT_MS = 10_000;

/** What the server says of a URL, asked past every cache: there, gone (an error status), or no answer at all. */
async function statusOf(url: string): Promise<"there" | "gone" | "unreachable"> {
  try {
    const response = await fetch(url, { method: "HEAD", cache: "no-store", signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
    return response.ok ? "there" : "gone";
  } catch {
    return "unreachable";
  }
}

/** Whether the server answers this URL with a success; false when it cannot be reached. */
export async function answers(url: string): Promise<boolean> {
  return (await statusOf(url)) === "there";
}

/**
 * Whether a failed load is the site having been deployed again since this page loaded: the server still answers, but
 * no longer has the file. A script that fails to load is a "network" failure whether it answered 404 or the
 * network dropped, so the file is asked for again to tell the two apart. Offline or with the server down: false.
 */
export async function isFromOlderBuild(error: unknown): Promise<boolean> {
  if (!(error instanceof LoadFailure)) return false;
  if (error.reason === "unknown-page") return true;
  // A time-out means the server did not answer at all: down, not deployed again.
  if (error.reason === "timeout" || !error.request) return false;
  return error.reason === "missing" || (await statusOf(error.request)) === "gone";
}

const RETRY_DELAY_MS = 500;

/**
 * Loads a lazy chunk, and once more after a short pause when the first try fails (a dropped connection, a busy
 * server). A second failure is webpack's error as a LoadFailure.
 */
export async function retryOnce<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch {
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    try {
      return await load();
    } catch (error) {
      throw asLoadFailure(error);
    }
  }
}

const RELOADED_KEY = "reloaded-for-missing-chunk";

/**
 * Loads a lazy part of the current page ({@link retryOnce}); when it still fails because the page is from an older
 * build, reloads the page so the reader gets the new one: once per file, so a broken deploy cannot make a loop (the
 * file's URL is kept in session storage; without session storage, no reload). Otherwise rejects with the load's error.
 */
export async function loadOrReload<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await retryOnce(load);
  } catch (error) {
    if ((await isFromOlderBuild(error)) && reloadOnceFor(error instanceof LoadFailure ? error.request : "")) {
      // The page is going away: never settle, so the part keeps its placeholder until then.
      return new Promise<never>(() => undefined);
    }
    throw error;
  }
}

function reloadOnceFor(request: string): boolean {
  try {
    if (sessionStorage.getItem(RELOADED_KEY) === request) return false;
    sessionStorage.setItem(RELOADED_KEY, request);
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}
