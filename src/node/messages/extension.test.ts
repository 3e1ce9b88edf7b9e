import { describe, expect, it } from "vitest";
import { printedByPackage } from "./extension.ts";
import type { MessageFact } from "./model.ts";

const fact = (kind: MessageFact["kind"]): MessageFact => ({
  id: "DEP_WEBPACK_X",
  code: "DEP_WEBPACK_X",
  kind,
  package: "webpack",
  version: "5.0.0",
  raised: [],
});

describe("printedByPackage", () => {
  it("leaves out the prefix Node.js prints before a deprecation's message, and only that prefix", () => {
    expect(printedByPackage(fact("deprecation"), "(node:{pid}) [DEP_WEBPACK_X] DeprecationWarning: X is gone")).toBe("X is gone");
    expect(printedByPackage(fact("deprecation"), "(node:{pid}) [DEP_WEBPACK_Y] DeprecationWarning: X is gone")).toContain("DEP_WEBPACK_Y");
    expect(printedByPackage(fact("class"), "(node:{pid}) [DEP_WEBPACK_X] DeprecationWarning: X is gone")).toContain("(node:");
  });
});
