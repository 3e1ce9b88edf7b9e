/** A problem in a content file, reported as `file:line: message`. */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    readonly detail: string,
  ) {
    super(`${file}:${line}: ${detail}`);
    this.name = "ContentError";
  }
}

/** Several content errors at once: the build reports them all, then stops. */
export class ContentErrors extends Error {
  constructor(readonly errors: ContentError[]) {
    super(`${errors.length} content error${errors.length === 1 ? "" : "s"}:\n` + errors.map((error) => `  ${error.message}`).join("\n"));
    this.name = "ContentErrors";
  }
}
