import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { ErrorTemplate } from "../../shared/error-templates.ts";
import type { SectionData } from "../../shared/types.ts";
import { siteInfo } from "../content/route-data.ts";

/**
 * The modules webpack turns into lazy chunks: one per section (its menu and
 * the index of its pages), plus `site.json` for the main bundle (the section
 * list and the app's own routes). Each section lists its own pages so that
 * the main bundle holds no per-page list: its size does not grow with the
 * documentation. The pages' records and articles are not webpack modules (see
 * `article-files.ts`). Written to a folder outside the source tree, replaced
 * whole on every build.
 */
export async function writeGeneratedModules(
  generatedDir: string,
  sections: SectionData[],
  options: { clean?: boolean; sectionFooter?: string } = { clean: true },
): Promise<void> {
  // The dev server rewrites in place, so its watcher sees changed files rather than a new folder.
  if (options.clean) await rm(generatedDir, { recursive: true, force: true });
  await mkdir(path.join(generatedDir, "sections"), { recursive: true });
  for (const section of sections) await writeSectionModule(generatedDir, section, options.sectionFooter);
  await writeFile(path.join(generatedDir, "site.json"), JSON.stringify(siteInfo(sections)));
}

const sectionModuleFile = (generatedDir: string, name: string) => path.join(generatedDir, "sections", `${name}.js`);

/** A section's chunk: its data, and `footer`, code of the development server's. */
export async function writeSectionModule(generatedDir: string, section: SectionData, footer = ""): Promise<void> {
  await writeFile(
    sectionModuleFile(generatedDir, section.name),
    `export const data = JSON.parse(${JSON.stringify(JSON.stringify(section))});\n${footer}`,
  );
}

/** The generated module of every message template the errors catalogue shows, which the search box loads when it matches a pasted message. */
export const ERROR_TEMPLATES_MODULE = "error-templates.json";

/**
 * Writes `error-templates.json`: an `ErrorTemplate[]`, each message an entry
 * of the errors section shows with the entry's URL and heading (empty when
 * the content has no errors section).
 */
export async function writeErrorTemplates(generatedDir: string, templates: readonly ErrorTemplate[]): Promise<void> {
  await mkdir(generatedDir, { recursive: true });
  await writeFile(path.join(generatedDir, ERROR_TEMPLATES_MODULE), JSON.stringify(templates));
}
