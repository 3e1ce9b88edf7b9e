import path from "node:path";
import { describe, expect, it } from "vitest";
import { assertExamplePackagesInstalled, EXAMPLES_PACKAGE, examplePackageFile, requireExample } from "./example-packages.ts";

describe("example packages", () => {
  it("are installed, and resolve from tests/content-examples/ before the site's own packages", () => {
    expect(() => assertExamplePackagesInstalled()).not.toThrow();
    expect(examplePackageFile("coffee-loader/dist/index.js")).toBe(path.join(EXAMPLES_PACKAGE, "node_modules/coffee-loader/dist/index.js"));
    expect(path.relative(EXAMPLES_PACKAGE, examplePackageFile("css-loader/dist/options.json"))).toBe(
      "../../node_modules/css-loader/dist/options.json",
    );
  });

  it("name a package that is not installed and the command that installs it", () => {
    const expected = /^no-such-example-package is not installed: .* tests\/content-examples\/\. Run npm install \(at the repository root/;
    expect(() => requireExample("no-such-example-package/dist/options.json")).toThrow(expected);
    expect(() => examplePackageFile("no-such-example-package/dist/index.js")).toThrow(expected);
  });
});
