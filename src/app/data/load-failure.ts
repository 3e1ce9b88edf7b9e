/**
 * Why something the app asked for did not load: a page's record and HTML
 * (its article file), or one of webpack's lazy chunks (a section's menu, a
 * lazy part of a page), whose errors are translated here and nowhere else.
 * - missing: the server answered without it (404, an error status, not JSON);
 * - timeout: no answer within the time-out;
 * - network: the request failed (offline, a dropped connection, or a script
 *   that did not load, which webpack cannot tell from a 404);
 * - unknown-page: the data this tab has does not know the page.
 */
export type LoadReason = "missing" | "timeout" | "network" | "unknown-page";

/** The specification's `type` for each reason a file did not arrive (webpack's words, as readers see them in the console). */
const TYPE = { missing: "missing", timeout: "timeout", network: "error" } as const;

/**
 * The app's own load failure. What reaches the console keeps the
 * specification's texts: "Loading chunk {id} failed.\n({type}: {request})"
 * named ChunkLoadError, with `type` and `request`, for a file that did not
 * arrive; "Cannot find module '{request}'" with code MODULE_NOT_FOUND for an
 * unknown page. The app itself reads `reason` and `request` only.
 */
export class LoadFailure extends Error {
  readonly reason: LoadReason;
  /** The URL that did not load (for an unknown page, the page's URL). */
  readonly request: string;
  readonly type?: string;
  readonly code?: string;

  constructor(reason: LoadReason, message: string, request: string, fields: { name?: string; type?: string; code?: string } = {}, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = fields.name ?? "Error";
    this.reason = reason;
    this.request = request;
    if (fields.type !== undefined) this.type = fields.type;
    if (fields.code !== undefined) this.code = fields.code;
  }
}

/** A file (`id` names it: an article's name, a chunk's id) that did not arrive from `request`. */
export function fileFailure(reason: Exclude<LoadReason, "unknown-page">, id: string, request: string): LoadFailure {
  const type = TYPE[reason];
  return new LoadFailure(reason, `Loading chunk ${id} failed.\n(${type}: ${request})`, request, { name: "ChunkLoadError", type });
}

/** A page this tab's data does not know. */
export function unknownPage(url: string): LoadFailure {
  return new LoadFailure("unknown-page", `Cannot find module '${url}'`, url, { code: "MODULE_NOT_FOUND" });
}

interface WebpackLoadError {
  message: string;
  name: string;
  type?: unknown;
  request?: unknown;
  code?: unknown;
}

/**
 * webpack's runtime errors for a lazy chunk, as the app's own: a script chunk
 * that did not load (ChunkLoadError, `type` and `request`), a stylesheet
 * chunk (code CSS_CHUNK_LOAD_FAILED) and an import of a module it does not
 * have (code MODULE_NOT_FOUND, a section name no build made). Their messages
 * are kept as webpack wrote them. Anything else is returned as it is.
 */
export function asLoadFailure(error: unknown): unknown {
  if (error instanceof LoadFailure || !(error instanceof Error)) return error;
  const { name, type, request, code } = error as WebpackLoadError;
  if (code === "MODULE_NOT_FOUND") return new LoadFailure("unknown-page", error.message, "", { code }, error);
  if (name !== "ChunkLoadError" && code !== "CSS_CHUNK_LOAD_FAILED") return error;
  const reason: LoadReason = type === "missing" ? "missing" : type === "timeout" ? "timeout" : "network";
  const fields = { name, ...(typeof type === "string" ? { type } : {}), ...(typeof code === "string" ? { code } : {}) };
  return new LoadFailure(reason, error.message, typeof request === "string" ? request : "", fields, error);
}
