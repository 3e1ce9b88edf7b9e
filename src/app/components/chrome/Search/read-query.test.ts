import { describe, expect, it } from "vitest";
import type { ErrorTemplate } from "../../../../shared/error-templates.ts";
import { fixedStretches, looksLikeMessage, matchTemplate, mayBePrintedMessage, oldNamesIn, pathsIn, prefixOf, readQuery } from "./read-query.ts";

/** Made-up templates in the catalogue's shape: the matching must not depend on the real list. */
const TEMPLATES: ErrorTemplate[] = [
  { template: "Can't resolve '{request}' in '{context}'", url: "/errors/resolve/#cant-resolve", title: "Can't resolve" },
  {
    template: "Module not found: Error: Can't resolve '{request}' in '{context}'",
    url: "/errors/module-not-found/#cant-resolve",
    title: "Module not found",
  },
  { template: "The widget '{name}' has melted at {line}:{column}", url: "/errors/widgets/#melted", title: "Melted widget" },
  { template: "Frobnication of {count} gizmos exceeded the limit", url: "/errors/gizmos/#limit", title: "Too many gizmos" },
];

describe("readQuery: pasted messages", () => {
  it("leaves out paths, quoted requests, line:column, sizes and prefixes, and keeps the fixed text", () => {
    const read = readQuery("ERROR in ./src/index.js 1:0-20\nModule not found: Error: Can't resolve './missing' in '/home/me/app/src'");
    expect(read.kind).toBe("message");
    expect(read.text).not.toMatch(/src|missing|home|index|\d/);
    expect(read.text).toContain("resolve");
    // The phrase is the start of the message's first fixed stretch, up to its "Error" (each word searched costs a download).
    expect(read.phrase).toBe("Module not found");
  });

  it("drops the console's and the CLI's prefixes", () => {
    expect(readQuery("Uncaught ReferenceError: Buffer is not defined")).toMatchObject({
      kind: "message",
      phrase: "Buffer is not defined",
      text: "Buffer defined",
    });
    const cli = readQuery("[webpack-cli] Invalid options object. Dev Server has been initialized using an options object");
    expect(cli.kind).toBe("message");
    expect(cli.text).not.toMatch(/webpack-cli/);
  });

  it("keeps a quoted name that is an identifier as a word to search, out of the phrase", () => {
    const read = readQuery("options has an unknown property 'contentBase'. These properties are valid:");
    expect(read.text.split(" ")).toContain("contentBase");
    expect(read.phrase ?? "").not.toContain("contentBase");
  });

  it("drops numbers and sizes", () => {
    const read = readQuery("WARNING in asset size limit: The following asset(s) exceed the recommended size limit (244 KiB).");
    expect(read.kind).toBe("message");
    expect(read.text).not.toMatch(/244|KiB/);
  });

  it("reads a Windows path as a path", () => {
    expect(fixedStretches("Entry module not found: Error: Can't resolve 'D:\\github\\app' in 'D:\\github'")).toEqual([
      "Entry module not found Error Can't resolve",
      "in",
    ]);
  });

  it("tells a message from words a person wrote", () => {
    expect(looksLikeMessage("TypeError: this.getOptions is not a function")).toBe(true);
    expect(looksLikeMessage("ERR_OSSL_EVP_UNSUPPORTED")).toBe(true);
    expect(looksLikeMessage("how do I split my vendor code")).toBe(false);
    expect(looksLikeMessage("runtimeChunk")).toBe(false);
  });
});

describe("matchTemplate and readQuery with templates", () => {
  it("matches a message whatever its variable parts hold, preferring the template with the most fixed text", () => {
    const pasted = "Module not found: Error: Can't resolve 'lodash/fp' in '/srv/app/src/components'";
    expect(matchTemplate(pasted, TEMPLATES)?.url).toBe("/errors/module-not-found/#cant-resolve");
    expect(readQuery(pasted, TEMPLATES).template?.title).toBe("Module not found");
  });

  it("matches a paste that starts partway through a message", () => {
    expect(matchTemplate("Can't resolve 'fs' in '/app'", TEMPLATES)?.url).toBe("/errors/resolve/#cant-resolve");
  });

  it("matches with the reader's prefixes, quotes and numbers around it", () => {
    expect(matchTemplate("Uncaught Error: The widget 'sprocket' has melted at 12:7", TEMPLATES)?.url).toBe("/errors/widgets/#melted");
    expect(readQuery("ERROR in Frobnication of 1200 gizmos exceeded the limit", TEMPLATES).template?.url).toBe("/errors/gizmos/#limit");
  });

  it("does not match a message with only a little of a template's fixed text", () => {
    expect(matchTemplate("The widget is blue", TEMPLATES)).toBeUndefined();
    expect(matchTemplate("how do I resolve modules", TEMPLATES)).toBeUndefined();
    expect(readQuery("Module parse failed: Unexpected token", TEMPLATES).template).toBeUndefined();
  });

  it("matches a paste that stops after the first line of a long message, when that line says enough", () => {
    const templates: ErrorTemplate[] = [
      ...TEMPLATES,
      {
        template:
          "circular dependencies: {total} groups of modules import each other synchronously, shortest cycle of each shown:{list}\nOne module of a cycle runs before the others finished, so it reads their exports as 'undefined'. Moving the shared part into a module both sides import breaks the cycle.",
        url: "/errors/checks/#circular-dependencies",
        title: "Circular dependencies",
      },
      {
        template: "Too big: {size}\nSplit the bundle, or raise the limit that this warning names and explains.",
        url: "/errors/size/#too-big",
        title: "Too big",
      },
    ];
    const pasted =
      "circular dependencies: 2 groups of modules import each other synchronously, shortest cycle of each shown: 2 modules: ./a.js -> ./b.js -> ./a.js";
    expect(matchTemplate(pasted, templates)?.url).toBe("/errors/checks/#circular-dependencies");
    // A first line with little fixed text of its own is not enough.
    expect(matchTemplate("Too big: 300 KiB", templates)).toBeUndefined();
  });

  it("of two templates that a paste shows as much of, prefers the shorter", () => {
    const templates: ErrorTemplate[] = [
      {
        template:
          "Module not found: Error: Can't resolve '{request}' in '{context}'\n\nBREAKING CHANGE: webpack < 5 used to include polyfills for node.js core modules by default.",
        url: "/errors/module-not-found/#a-nodejs-core-module",
        title: "A Node.js core module",
      },
      ...TEMPLATES,
    ];
    expect(matchTemplate("Module not found: Error: Can't resolve './missing' in '/app/src'", templates)?.url).toBe(
      "/errors/module-not-found/#cant-resolve",
    );
    expect(
      matchTemplate(
        "Module not found: Error: Can't resolve 'fs' in '/app/src' BREAKING CHANGE: webpack < 5 used to include polyfills for node.js core modules by default.",
        templates,
      )?.url,
    ).toBe("/errors/module-not-found/#a-nodejs-core-module");
  });

  it("matches nothing without templates", () => {
    expect(matchTemplate("Can't resolve 'fs' in '/app'", [])).toBeUndefined();
  });
});

describe("readQuery: questions", () => {
  it("never lets question and filler words decide a match", () => {
    expect(readQuery("how can I put vendor code in its own file")).toMatchObject({ kind: "question", text: "put vendor code own file" });
    expect(readQuery("why is my bundle so big").text).toBe("bundle big");
  });

  it("drops the words of a complaint", () => {
    expect(readQuery("historyApiFallback not working").text).toBe("historyApiFallback");
    expect(readQuery("Struggling to split bundle - docs not clear").text).toBe("split bundle");
  });

  it("keeps names and short queries as typed", () => {
    expect(readQuery("optimization.runtimeChunk")).toMatchObject({ kind: "words", text: "optimization.runtimeChunk" });
    expect(readQuery("devServer port")).toMatchObject({ kind: "words", text: "devServer port" });
  });

  it("searches a query of only stop words as typed, rather than nothing", () => {
    expect(readQuery("how do I")).toMatchObject({ kind: "question", text: "how do I" });
    expect(readQuery("the").text).toBe("the");
  });
});

describe("readQuery: old names", () => {
  it("finds webpack 4 options, removed plugins and replaced loaders, by their path or last part", () => {
    expect(readQuery("jsonpFunction").oldNames.map((old) => old.url)).toEqual(["/configuration/output/#outputchunkloadingglobal"]);
    expect(readQuery("output.jsonpFunction").oldNames[0]?.now).toBe("output.chunkLoadingGlobal");
    expect(oldNamesIn("new webpack.optimize.CommonsChunkPlugin({ name: 'vendor' })").map((old) => old.now)).toEqual(["optimization.splitChunks"]);
    expect(oldNamesIn("how to use url-loader with webpack 5").map((old) => old.url)).toEqual(["/guides/asset-modules/#inlining-assetinline"]);
    expect(readQuery("options has an unknown property 'contentBase'.").oldNames[0]?.url).toBe("/configuration/dev-server/#devserverstatic");
  });

  it("does not take a short common last part for an old name", () => {
    // `module.loaders` is an old name; "loaders" alone is today's word for loaders.
    expect(oldNamesIn("writing loaders")).toEqual([]);
  });
});

describe("readQuery: the words a message is searched by", () => {
  it("are at most four distinct ones, the phrase's included, an old name's replacement first", () => {
    const read = readQuery("configuration.output has an unknown property 'jsonpFunction'. These properties are valid: object { amdContainer? }");
    const distinct = new Set(
      [...read.text.split(" "), ...(read.phrase ?? "").split(" "), ...read.oldNames.map((old) => old.now)]
        .filter(Boolean)
        .map((word) => word.toLowerCase()),
    );
    expect(distinct.size).toBeLessThanOrEqual(4);
    expect(read.oldNames[0]?.now).toBe("output.chunkLoadingGlobal");
    expect(read.text.split(" ")).toContain("jsonpFunction");
  });
});

describe("readQuery: a long paste", () => {
  it("reads 10,000 characters within 200 ms, from its first lines", () => {
    const log = [
      "ERROR in ./src/app.js 3:0-28",
      "Module not found: Error: Can't resolve 'left-pad' in '/srv/app/src'",
      ...Array.from({ length: 400 }, (_, line) => `    at Object.<anonymous> (/srv/app/node_modules/some-package/lib/file${line}.js:${line}:17)`),
    ]
      .join("\n")
      .padEnd(10_000, " x'y'(1:2)");
    expect(log.length).toBeGreaterThanOrEqual(10_000);
    const start = performance.now();
    const read = readQuery(log, TEMPLATES);
    expect(performance.now() - start).toBeLessThan(200);
    expect(read.template?.url).toBe("/errors/module-not-found/#cant-resolve");
    expect(read.text.length).toBeLessThan(200);
  });

  it("stays fast on a paste built to make patterns backtrack", () => {
    const nasty = `${"'".repeat(3000)}${"a/".repeat(2000)}${"(1:".repeat(1000)}`;
    const start = performance.now();
    readQuery(nasty, TEMPLATES);
    expect(performance.now() - start).toBeLessThan(200);
  });
});

describe("prefixOf", () => {
  it("keeps the beginning of a word, where typos are rarer", () => {
    expect(prefixOf("outptu")).toBe("outp");
    expect(prefixOf("css")).toBe("css");
  });
});

describe("mayBePrintedMessage", () => {
  it("is true for what prints like a message: its signs, a quoted part, a colon or brackets", () => {
    expect(mayBePrintedMessage("ERROR in ./src/index.js 1:0-20 Module not found: Error: Can't resolve 'fs' in '/app/src'")).toBe(true);
    expect(mayBePrintedMessage("Can't resolve './missing' in '/app/src'")).toBe(true);
    expect(mayBePrintedMessage('"Invalid Host/Origin Header" warning')).toBe(true);
    expect(mayBePrintedMessage("asset size limit: The following asset(s) exceed the recommended size limit")).toBe(true);
    expect(mayBePrintedMessage("Automatic publicPath is not supported in this browser")).toBe(true);
    expect(mayBePrintedMessage("Cannot GET /settings/profile")).toBe(true);
  });

  it("is false for names and questions, an apostrophe included, which then download no templates", () => {
    expect(mayBePrintedMessage("runtimeChunk")).toBe(false);
    expect(mayBePrintedMessage("Support source map debugging")).toBe(false);
    expect(mayBePrintedMessage("why can't webpack find my module")).toBe(false);
    expect(mayBePrintedMessage("how can I put vendor code in its own file")).toBe(false);
    expect(mayBePrintedMessage("cannot get source maps to show my code")).toBe(false);
  });
});

describe("matchTemplate: a paste without the line webpack prints first", () => {
  const templates = [
    {
      template:
        "configuration\nThe 'mode' option has not been set, webpack will fallback to 'production' for this value.\nSet 'mode' option to 'development' or 'production'.",
      url: "/errors/configuration-warnings/#mode",
      title: "mode",
    },
    {
      template: "configuration\nThe widget is blue.\nPaint it with the colour the configuration asks for, then build again.",
      url: "/errors/configuration-warnings/#blue",
      title: "blue",
    },
  ];

  it("matches on a whole line that says enough", () => {
    expect(matchTemplate("The 'mode' option has not been set, webpack will fallback to 'production' for this value.", templates)?.url).toBe(
      "/errors/configuration-warnings/#mode",
    );
  });

  it("does not match on a short line or on part of a line", () => {
    expect(matchTemplate("The widget is blue.", templates)).toBeUndefined();
    expect(matchTemplate("webpack will fallback to 'production'", templates)).toBeUndefined();
  });
});

describe("oldNamesIn: flags", () => {
  it("reads a removed flag only with its dashes", () => {
    expect(oldNamesIn("webpack --node-env production").map((old) => old.now)).toEqual(["--config-node-env"]);
    expect(oldNamesIn("optimization.nodeEnv")).toEqual([]);
    expect(oldNamesIn("node env")).toEqual([]);
  });
});

describe("pathsIn", () => {
  it("reads the option and API paths of a sentence, not its file names", () => {
    expect(pathsIn("Option output.clean ignored and violating options schema")).toEqual(["output.clean"]);
    expect(pathsIn("configuration.devServer.host is wrong in webpack.config.js on node.js")).toEqual(["devServer.host"]);
    expect(pathsIn("TypeError: loaderContext.getOptions is not a function")).toEqual(["loaderContext.getOptions"]);
    expect(pathsIn("how do I split my bundle")).toEqual([]);
  });
});
