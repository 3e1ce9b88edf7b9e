import { describe, expect, it } from "vitest";
import { pageAssetsOf } from "./page-assets.ts";

describe("a built page's assets", () => {
  it("are its scripts, preloaded scripts and stylesheets, whatever the attributes' order, quoting or entities", () => {
    const html = `<!doctype html><html><head>
<link rel="stylesheet" href="/assets/main.css"><link href='/assets/home.css' rel="Stylesheet">
<link rel="preload" as="script" href="/assets/section.js"><link rel="preload" as="font" href="/assets/font.woff2">
<script>inline()</script><script type="application/json" id="route">{"a":"<\\/script>"}</script>
<script defer src="/assets/main.js?v=1&amp;w=2"></script>
<link rel="icon" href="/favicon.svg">
</head><body><!-- <script src="/commented.js"></script> --><script src="/assets/late.js"></script></body></html>`;
    expect(pageAssetsOf(html)).toEqual({
      scripts: ["/assets/section.js", "/assets/main.js?v=1&w=2", "/assets/late.js"],
      stylesheets: ["/assets/main.css", "/assets/home.css"],
    });
  });
});
