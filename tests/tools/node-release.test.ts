import { describe, expect, it } from "vitest";
import { supportedNodeMajors } from "./node-release.ts";

describe("supportedNodeMajors", () => {
  it("reads the majors of package.json's engines: the lines npm test runs the unit tests on", () => {
    expect(supportedNodeMajors()).toEqual([22, 24, 26]);
  });

  it("takes each ^major.minor.patch range once, lowest first", () => {
    expect(supportedNodeMajors("^26.0.0 || ^22.15.0 || ^24.0.0 || ^24.1.0")).toEqual([22, 24, 26]);
  });

  it("refuses a range it cannot read a major from, naming it", () => {
    expect(() => supportedNodeMajors("^22.15.0 || >=24")).toThrow('got ">=24"');
  });
});
