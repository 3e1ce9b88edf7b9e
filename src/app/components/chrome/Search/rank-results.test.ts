import { describe, expect, it } from "vitest";
import { headingMatch, rankResults, withoutHeadingEcho, type EnginePage } from "./rank-results.ts";

const section = (url: string, title: string, score = 1) => ({
  url,
  title,
  excerpt: title,
  weighted_locations: [{ weight: 1, balanced_score: score, location: 0 }],
});
const page = (url: string, title: string, sections: ReturnType<typeof section>[] = [], more: Partial<EnginePage> = {}): EnginePage => ({
  url,
  title,
  section: "Configuration",
  excerpt: title,
  sections: [section(url, title), ...sections],
  ...more,
});

describe("headingMatch", () => {
  it("knows an option by the last part of its path, best on the page named after the path", () => {
    expect(headingMatch("runtimeChunk", "optimization.runtimeChunk", "Optimization")).toBe(5);
    expect(headingMatch("splitChunks.cacheGroups", "optimization.splitChunks.cacheGroups", "Optimization")).toBe(5);
    expect(headingMatch("output.publicPath", "output.publicPath", "To v5 from v4")).toBe(4);
    expect(headingMatch("chunks", "optimization.splitChunks.chunks", "Optimization")).toBe(5);
    expect(headingMatch("Chunk", "optimization.runtimeChunk", "Optimization")).toBe(0);
  });

  it("ignores case, spaces, dots and dashes, and keeps a flag's leading dashes", () => {
    expect(headingMatch("devServer port", "devServer.port", "DevServer")).toBe(5);
    expect(headingMatch("htmlwebpackplugin", "HtmlWebpackPlugin", "HtmlWebpackPlugin")).toBe(6);
    expect(headingMatch("--env", "--env", "Command Line Interface")).toBe(3);
    expect(headingMatch("--env", "env", "Command Line Interface")).toBe(0);
  });

  it("reads a hook path as the hook on the page named after its owner", () => {
    expect(headingMatch("compiler.hooks.emit", "emit", "Compiler Hooks")).toBe(3);
    expect(headingMatch("normalModuleFactory beforeResolve", "beforeResolve", "NormalModuleFactory Hooks")).toBe(3);
    expect(headingMatch("compiler.hooks.emit", "emit", "Compilation Hooks")).toBe(0);
  });
});

describe("withoutHeadingEcho", () => {
  it("drops the heading an excerpt starts with, as a path and as its parts, keeping the marks after it", () => {
    expect(
      withoutHeadingEcho(
        "optimization <mark>runtimeChunk.</mark> optimization.runtimeChunk boolean <mark>runtimeChunk</mark> moves",
        "optimization.runtimeChunk",
      ),
    ).toBe("boolean <mark>runtimeChunk</mark> moves");
    expect(withoutHeadingEcho("Images. Import an image", "Images")).toBe("Import an image");
    expect(withoutHeadingEcho("Unrelated text", "Images")).toBe("Unrelated text");
  });
});

describe("rankResults", () => {
  it("puts the page whose heading names the option first, opening at that heading, before a page that mentions it", () => {
    const ranked = rankResults(
      "runtimeChunk",
      [
        page("/guides/caching/", "Caching", [section("/guides/caching/#runtime", "Keep the runtime apart", 9)]),
        page("/configuration/optimization/", "Optimization", [
          section("/configuration/optimization/#optimizationminimize", "optimization.minimize", 5),
          section("/configuration/optimization/#optimizationruntimechunk", "optimization.runtimeChunk", 1),
        ]),
      ],
      5,
    );
    expect(ranked.map((result) => result.url)).toEqual(["/configuration/optimization/", "/guides/caching/"]);
    expect(ranked[0]!.hits[0]!.url).toBe("/configuration/optimization/#optimizationruntimechunk");
  });

  it("ranks the options catalogue (and the blog) after the page that explains the option", () => {
    const ranked = rankResults(
      "output.clean",
      [
        page("/configuration/reference/", "Options Reference", [section("/configuration/reference/#outputclean", "output.clean")], {
          secondary: true,
        }),
        page("/configuration/output/", "Output", [section("/configuration/output/#outputclean", "output.clean")]),
      ],
      5,
    );
    expect(ranked.map((result) => result.url)).toEqual(["/configuration/output/", "/configuration/reference/"]);
  });

  it("moves a page that holds a long query word for word (a pasted message) above the engine's first", () => {
    const ranked = rankResults(
      "The 'mode' option has not been set",
      [page("/api/compiler-hooks/", "Compiler Hooks"), page("/guides/getting-started/", "Getting Started", [], { holdsQuery: true })],
      5,
    );
    expect(ranked[0]!.url).toBe("/guides/getting-started/");
  });

  it("prefers pages whose title and description cover the query, and otherwise keeps the engine's order", () => {
    const ranked = rankResults("code splitting", [page("/a/", "Lazy Loading"), page("/b/", "Caching"), page("/c/", "Code Splitting")], 5);
    expect(ranked.map((result) => result.title)).toEqual(["Code Splitting", "Lazy Loading", "Caching"]);
    const described = rankResults(
      "speed up the build",
      [page("/a/", "Devtool"), page("/b/", "Build Performance", [], { description: "Find out what makes a build slow and speed it up." })],
      5,
    );
    expect(described[0]!.title).toBe("Build Performance");
  });

  it("finds a method by its name when its heading carries the signature", () => {
    expect(headingMatch("module.hot.accept", "accept(dependencies, callback?, errorHandler?)", "Hot Module Replacement")).toBe(3);
  });

  it("shows at most three sections of a page, the best first", () => {
    const sections = [1, 5, 3, 4].map((score, i) => section(`/p/#s${i}`, `Section ${i}`, score));
    const [result] = rankResults("word", [{ ...page("/p/", "Page"), sections }], 5);
    expect(result!.hits.map((hit) => hit.url)).toEqual(["/p/#s1", "/p/#s3", "/p/#s2"]);
  });
});
