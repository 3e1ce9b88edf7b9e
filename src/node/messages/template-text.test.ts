import { describe, expect, it } from "vitest";
import { fixedPieces, matchesTemplate, splitTemplate } from "./template-text.ts";

describe("message templates as text", () => {
  it("splits a template into text and placeholders; other braces are text", () => {
    expect(splitTemplate("Can't resolve '{request}' in { \"a\": 1 }")).toEqual([
      { kind: "text", text: "Can't resolve '" },
      { kind: "placeholder", text: "{request}" },
      { kind: "text", text: '\' in { "a": 1 }' },
    ]);
  });

  it("knows a written case of a message from one that is not", () => {
    const general = "Module not found: {error}";
    expect(matchesTemplate(general, "Module not found: Error: Can't resolve '{request}' in '{context}'")).toBe(true);
    expect(matchesTemplate(general, "Module missing: Error: Can't resolve '{request}'")).toBe(false);
    // Printed inside another message, as a loader's error inside "Module build failed".
    expect(
      matchesTemplate('Reading from "{resource}" is not handled', 'Module build failed: UnhandledSchemeError: Reading from "{x}" is not handled'),
    ).toBe(true);
    // A part the code adds under an `if` follows the general text.
    expect(matchesTemplate("Module build failed (from {from}):\n", "Module build failed (from {loader}):\nError: {message}")).toBe(true);
    // The pattern of a conditional part accepts the singular.
    expect(matchesTemplate("eval usage: {total} {choice} 'eval' directly:", "eval usage: 1 module calls 'eval' directly:")).toBe(true);
    expect(matchesTemplate("eval usage: {total} modules call 'eval' directly:", "eval usage: 1 module calls 'eval' directly:")).toBe(false);
  });

  it("cuts the fixed text into pieces worth looking for in the package", () => {
    expect(fixedPieces("Module not found: Error: Can't resolve '{request}' in '{context}'\nDid you mean '{x}'?")).toEqual([
      "Module not found",
      "Can't resolve '",
      "' in '",
      "Did you mean '",
    ]);
  });
});
