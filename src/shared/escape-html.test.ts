import { describe, expect, it } from "vitest";
import { escapeHtml } from "./escape-html.ts";

describe("escapeHtml", () => {
  it("keeps markup, entities and quotes in text and attribute values as text", () => {
    expect(escapeHtml(`<script>alert("x")</script> &amp; a > b`)).toBe("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp;amp; a &gt; b");
  });
});
