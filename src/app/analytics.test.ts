import { describe, expect, it } from "vitest";
import { analyticsAllowed, type PrivacySignals } from "./analytics.ts";

const reader: PrivacySignals = { production: true, doNotTrack: null, globalPrivacyControl: undefined, webdriver: false };

describe("analytics", () => {
  it("load for an ordinary reader of a production build", () => {
    expect(analyticsAllowed(reader)).toBe(true);
  });

  it("never load in development, under Do Not Track or Global Privacy Control, or in an automated browser", () => {
    expect(analyticsAllowed({ ...reader, production: false })).toBe(false);
    expect(analyticsAllowed({ ...reader, doNotTrack: "1" })).toBe(false);
    expect(analyticsAllowed({ ...reader, doNotTrack: "yes" })).toBe(false);
    expect(analyticsAllowed({ ...reader, globalPrivacyControl: true })).toBe(false);
    expect(analyticsAllowed({ ...reader, webdriver: true })).toBe(false);
  });

  it("treat Do Not Track left unset ('0' or unspecified) as no objection", () => {
    expect(analyticsAllowed({ ...reader, doNotTrack: "0" })).toBe(true);
    expect(analyticsAllowed({ ...reader, doNotTrack: "unspecified" })).toBe(true);
  });
});
