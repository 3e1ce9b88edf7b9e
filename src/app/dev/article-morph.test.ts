// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { commonRun, morphArticle } from "./article-morph.ts";

const section = (id: string, ...paragraphs: string[]) =>
  `<section class="article-section" data-fixed="10"><h2 id="${id}">${id}</h2>${paragraphs.map((text) => `<p>${text}</p>`).join("")}</section>`;

function article(html: string): HTMLElement {
  const element = document.createElement("div");
  element.innerHTML = html;
  document.body.replaceChildren(element);
  return element;
}

describe("morphArticle", () => {
  it("adds a paragraph above the sections without touching them", () => {
    const element = article(`<p>Intro.</p>${section("one", "A.")}${section("two", "B.")}`);
    const [one, two] = element.querySelectorAll("section");
    morphArticle(element, `<p>Intro.</p><p>Added.</p>${section("one", "A.")}${section("two", "B.")}`);
    expect(element.innerHTML).toBe(`<p>Intro.</p><p>Added.</p>${section("one", "A.")}${section("two", "B.")}`);
    expect([...element.querySelectorAll("section")]).toEqual([one, two]);
  });

  it("changes a section in place: the section, its heading and its other paragraphs stay the same nodes", () => {
    const element = article(`${section("one", "A.", "B.", "C.")}${section("two", "D.")}`);
    const [one, two] = element.querySelectorAll("section");
    const [a, , c] = one!.querySelectorAll("p");
    const heading = one!.querySelector("h2");
    morphArticle(
      element,
      `${section("one", "A.", "Added.", "B. Longer.", "C.").replace('data-fixed="10"', 'data-fixed="30"')}${section("two", "D.")}`,
    );
    expect(element.querySelectorAll("section")[0]).toBe(one);
    expect(element.querySelectorAll("section")[1]).toBe(two);
    expect(one!.getAttribute("data-fixed")).toBe("30");
    expect(one!.querySelector("h2")).toBe(heading);
    expect([...one!.querySelectorAll("p")].map((p) => p.textContent)).toEqual(["A.", "Added.", "B. Longer.", "C."]);
    expect(one!.querySelectorAll("p")[0]).toBe(a);
    expect(one!.querySelectorAll("p")[3]).toBe(c);
  });

  it("removes a section and adds one; keeps an open disclosure open", () => {
    const element = article(`${section("one", "A.")}<details><summary>More</summary>Old.</details>${section("two", "B.")}`);
    element.querySelector("details")!.open = true;
    const two = element.querySelectorAll("section")[1];
    morphArticle(element, `<details><summary>More</summary>New.</details>${section("two", "B.")}${section("three", "C.")}`);
    expect([...element.querySelectorAll("h2")].map((h) => h.id)).toEqual(["two", "three"]);
    expect(element.querySelectorAll("section")[0]).toBe(two);
    expect(element.querySelector("details")!.open).toBe(true);
    expect(element.querySelector("details")!.textContent).toBe("MoreNew.");
  });
});

describe("commonRun", () => {
  it("pairs the longest common subsequence in order", () => {
    expect(commonRun(["a", "b", "c", "d"], ["a", "x", "c", "d", "e"])).toEqual([
      [0, 0],
      [2, 2],
      [3, 3],
    ]);
    expect(commonRun([], ["a"])).toEqual([]);
  });
});
