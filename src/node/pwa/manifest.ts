import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

/** Square icon sizes: Android and desktop install sizes, plus 120, 152, 167 and 180 for iOS. */
export const ICON_SIZES = [72, 96, 120, 128, 144, 150, 152, 167, 180, 192, 384, 512] as const;
export const iconPath = (size: number) => `/icon_${size}x${size}.png`;
export const APPLE_TOUCH_ICON = iconPath(180);
export const MANIFEST_PATH = "/manifest.json";
export const THEME_COLOR = "#2b3a42";

/** The web app manifest (README: "Search and offline reading"). */
export const MANIFEST = {
  name: "webpack Documentation",
  short_name: "webpack",
  description: "The documentation of webpack, the JavaScript module bundler, readable offline.",
  start_url: "/",
  scope: "/",
  display: "minimal-ui",
  background_color: THEME_COLOR,
  theme_color: THEME_COLOR,
  icons: ICON_SIZES.map((size) => ({ src: iconPath(size), sizes: `${size}x${size}`, type: "image/png" })),
};

/**
 * Writes `manifest.json` and every icon, drawn from one source SVG: the logo
 * at 80% of the square on the theme colour (a transparent icon turns black on
 * some home screens).
 */
export async function writeManifestAndIcons(outDir: string, sourceSvg: string): Promise<void> {
  const svg = await readFile(sourceSvg);
  await Promise.all(
    ICON_SIZES.map(async (size) => {
      const logoSize = Math.round(size * 0.8);
      const logo = await sharp(svg, { density: Math.max(72, Math.ceil((72 * logoSize) / 600) * 2) })
        .resize(logoSize, logoSize)
        .png()
        .toBuffer();
      await sharp({ create: { width: size, height: size, channels: 4, background: THEME_COLOR } })
        .composite([{ input: logo, gravity: "center" }])
        .png()
        .toFile(path.join(outDir, iconPath(size)));
    }),
  );
  await writeFile(path.join(outDir, MANIFEST_PATH), `${JSON.stringify(MANIFEST, null, 2)}\n`);
}
