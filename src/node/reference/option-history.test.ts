import { describe, expect, it } from "vitest";
import { acceptedIn, computeOptionHistory, lifetimeOf } from "./option-history.ts";
import type { Schema } from "./schema-types.ts";

/**
 * Three made-up releases of a schema, each change between them one kind of fact the history records:
 *
 * | path       | 5.0.0                | 5.9.0                     | 5.10.0                     |
 * | ---------- | -------------------- | ------------------------- | -------------------------- |
 * | `kind`     | `"a"`                | `"a"`, `"b"`              | `"a"`, `"b"`               |
 * | `legacy`   | yes                  | deprecated                | deprecated                 |
 * | `once`     | yes                  | deprecated                | yes, no longer deprecated  |
 * | `noted`    | yes                  | description: deprecated   | deprecated                 |
 * | `ids`      | "(deprecated)" names one of its values, in all three               |
 * | `gone`     | yes                  | no                        | no                         |
 * | `back`     | yes                  | no                        | yes                        |
 * | `late`     | no                   | no                        | yes                        |
 * | `box.size` | no                   | yes                       | yes                        |
 * | `digest`   | `"hex"` or any string | any string                | any string                 |
 * | `first`/`second` share one shape, documented under `first` until 5.10.0 puts `second` first |
 */
const shared: Schema = { type: "object", properties: { depth: { type: "number" } }, additionalProperties: false };

function release(version: string, properties: Record<string, Schema>): { version: string; schema: Schema } {
  return { version, schema: { type: "object", definitions: { Shared: shared }, properties, additionalProperties: false } };
}

const v500 = release("5.0.0", {
  kind: { enum: ["a"] },
  legacy: { type: "boolean" },
  once: { type: "boolean" },
  noted: { type: "boolean", description: "Stops at errors." },
  ids: { enum: ["named", "hashed"], description: "How ids are chosen (named: readable, hashed: (deprecated) short hashes)." },
  gone: { type: "string" },
  back: { type: "boolean" },
  box: { type: "object", properties: { color: { type: "string" } } },
  digest: { anyOf: [{ enum: ["hex"] }, { type: "string" }] },
  first: { $ref: "#/definitions/Shared" },
  second: { $ref: "#/definitions/Shared" },
});
const v590 = release("5.9.0", {
  kind: { enum: ["a", "b"] },
  legacy: { type: "boolean", deprecated: true },
  once: { type: "boolean", deprecated: true },
  noted: { type: "boolean", description: "Stops at errors (deprecated: use 'kind' instead)." },
  ids: { enum: ["named", "hashed"], description: "How ids are chosen (named: readable, hashed: (deprecated) short hashes)." },
  box: { type: "object", properties: { color: { type: "string" }, size: { type: "number" } } },
  digest: { type: "string" },
  first: { $ref: "#/definitions/Shared" },
  second: { $ref: "#/definitions/Shared" },
});
const v5100 = release("5.10.0", {
  kind: { enum: ["a", "b"] },
  legacy: { type: "boolean", deprecated: true },
  once: { type: "boolean" },
  noted: { type: "boolean", description: "Stops at errors (deprecated: use 'kind' instead).", deprecated: true },
  ids: { enum: ["named", "hashed"], description: "How ids are chosen (named: readable, hashed: (deprecated) short hashes)." },
  back: { type: "boolean" },
  late: { type: "string" },
  box: { type: "object", properties: { color: { type: "string" }, size: { type: "number" } } },
  digest: { type: "string" },
  second: { $ref: "#/definitions/Shared" },
  first: { $ref: "#/definitions/Shared" },
});

describe("computeOptionHistory", () => {
  // Given out of order: 5.10.0 is newer than 5.9.0.
  const history = computeOptionHistory([v5100, v500, v590], "test schemas");

  it("lists the releases oldest first, numerically", () => {
    expect(history.releases).toEqual(["5.0.0", "5.9.0", "5.10.0"]);
    expect(history.source).toBe("test schemas");
  });

  it("records the first release that accepted each path", () => {
    expect(history.options.kind).toMatchObject({ added: "5.0.0" });
    expect(history.options.late).toEqual({ added: "5.10.0" });
    expect(history.options["box.size"]).toEqual({ added: "5.9.0" });
    expect(history.options["box.color"]).toEqual({ added: "5.0.0" });
  });

  it("records a deprecation from where it began up to the newest release", () => {
    expect(history.options.legacy).toEqual({ added: "5.0.0", deprecated: "5.9.0" });
    // Deprecated once, then no longer: nothing to report.
    expect(history.options.once).toEqual({ added: "5.0.0" });
  });

  it("counts a deprecation the description states, as schemas before the marker did", () => {
    expect(history.options.noted).toEqual({ added: "5.0.0", deprecated: "5.9.0" });
    // A deprecated value named in the description does not deprecate the option.
    expect(history.options.ids).toMatchObject({ added: "5.0.0" });
    expect(history.options.ids!.deprecated).toBeUndefined();
  });

  it("records a removal, and a removal that was undone", () => {
    expect(history.options.gone).toEqual({ added: "5.0.0", removed: "5.9.0" });
    expect(history.options.back).toEqual({ added: "5.0.0", gaps: [["5.9.0", "5.10.0"]] });
  });

  it("records when each listed string value was first accepted", () => {
    expect(history.options.kind!.values).toEqual({ a: { added: "5.0.0" }, b: { added: "5.9.0" } });
    // No longer listed, but still accepted: the option takes any string.
    expect(history.options.digest!.values).toEqual({ hex: { added: "5.0.0" } });
  });

  it("keeps a shape's options when the shape moves to another home", () => {
    // `second.depth` is documented as "same as first" until 5.10.0, where it becomes the home.
    expect(history.options["first.depth"]).toEqual({ added: "5.0.0" });
    expect(history.options["second.depth"]).toEqual({ added: "5.0.0" });
  });

  it("knows every path of every release and nothing else", () => {
    expect(Object.keys(history.options)).toEqual([
      "back",
      "box",
      "box.color",
      "box.size",
      "digest",
      "first",
      "first.depth",
      "gone",
      "ids",
      "kind",
      "late",
      "legacy",
      "noted",
      "once",
      "second",
      "second.depth",
    ]);
  });
});

describe("lifetimes", () => {
  const versions = ["5.0.0", "5.1.0", "5.2.0", "5.3.0", "5.4.0"];

  it("reads presence per release", () => {
    expect(lifetimeOf(versions, [false, false, false, false, false])).toBeUndefined();
    expect(lifetimeOf(versions, [false, true, false, false, true])).toEqual({ added: "5.1.0", gaps: [["5.2.0", "5.4.0"]] });
    expect(lifetimeOf(versions, [true, false, true, false, true])).toEqual({
      added: "5.0.0",
      gaps: [
        ["5.1.0", "5.2.0"],
        ["5.3.0", "5.4.0"],
      ],
    });
    expect(lifetimeOf(versions, [true, true, true, false, false], [false, true, true])).toEqual({
      added: "5.0.0",
      deprecated: "5.1.0",
      removed: "5.3.0",
    });
  });

  it("says whether a release accepts it", () => {
    const lifetime = { added: "5.1.0", removed: "5.4.0", gaps: [["5.2.0", "5.3.0"]] as [string, string][] };
    expect(versions.map((version) => acceptedIn(lifetime, version))).toEqual([false, true, false, true, false]);
  });
});
