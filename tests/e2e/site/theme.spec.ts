import { expect, test } from "../support.ts";

test("code blocks switch palette with the theme", async ({ page }) => {
  await page.goto("/concepts/");
  const block = page.locator("pre.shiki").first();
  const colours = () =>
    block.evaluate((pre) => {
      const style = getComputedStyle(pre);
      const token = pre.querySelector("span[style]");
      return {
        background: style.backgroundColor,
        darkBackground: style.getPropertyValue("--shiki-dark-bg").trim(),
        token: token ? getComputedStyle(token).color : "",
      };
    });
  const light = await colours();
  expect(light.background).toBe("rgb(255, 255, 255)");
  await page.getByRole("button", { name: "Switch to dark theme" }).click();
  const dark = await colours();
  expect(dark.background).not.toBe(light.background);
  // The dark background is the one Shiki wrote for the dark palette.
  const expected = await page.evaluate((hex) => {
    const probe = document.createElement("div");
    probe.style.color = hex;
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  }, dark.darkBackground);
  expect(dark.background).toBe(expected);
  expect(dark.token).not.toBe(light.token);
  await page.getByRole("button", { name: "Switch to light theme" }).click();
  expect(await colours()).toEqual(light);
});
