import { describe, expect, it } from "vitest";
import { directMessagesOf } from "./direct-messages.ts";
import { SourceFile } from "./js-source.ts";

const pkg = { name: "webpack", version: "5.0.0", dir: "/webpack" };
const file = (relative: string, lines: string[]) => new SourceFile(`/webpack/${relative}`, relative, lines.join("\n"));

describe("directMessagesOf", () => {
  it("reads each message made with new WebpackError(…) itself, one fact per template with every place", () => {
    const facts = directMessagesOf(pkg, [
      file("lib/util/AsyncQueue.js", [
        'const WebpackError = require("../WebpackError");',
        'function add(callback) { return callback(new WebpackError("Queue was stopped")); }',
        'function stop(callback) { callback(new WebpackError("Queue was stopped")); }',
      ]),
      file("lib/Compilation.js", [
        "function emit(file) {",
        "  this.errors.push(new WebpackError(`Conflict: Multiple assets emit to ${file}${info.source ? `. Original source ${info.source}` : ''}`));",
        "}",
        "class WebpackError extends Error {}",
        "new OtherError('not this one');",
      ]),
    ]);
    expect(facts.map(({ id, kind, template, pattern }) => ({ id, kind, template, pattern }))).toEqual([
      {
        id: "WebpackError/conflict-multiple-assets-emit-to-original-source",
        kind: "direct",
        template: "Conflict: Multiple assets emit to {file}. Original source {source}",
        pattern: "Conflict: Multiple assets emit to {file}{choice}",
      },
      { id: "WebpackError/queue-was-stopped", kind: "direct", template: "Queue was stopped", pattern: undefined },
    ]);
    expect(facts[1]!.raised.map((place) => `${place.file}:${place.line}`)).toEqual(["lib/util/AsyncQueue.js:2", "lib/util/AsyncQueue.js:3"]);
  });

  it("names a message whose text is made elsewhere by its file and its place among such messages of the file", () => {
    const facts = directMessagesOf(pkg, [
      file("lib/css/CssParser.js", [
        "class CssParser {",
        "  _emitWarning(state, message) { state.addWarning(new WebpackError(message)); }",
        "  _emitError(state, message) { state.addError(new WebpackError(message)); }",
        "}",
      ]),
    ]);
    expect(facts.map(({ id, template }) => ({ id, template }))).toEqual([
      { id: "WebpackError/css/CssParser#1", template: undefined },
      { id: "WebpackError/css/CssParser#2", template: undefined },
    ]);
  });
});
