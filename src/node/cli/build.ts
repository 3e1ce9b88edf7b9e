import { ContentErrors } from "../errors.ts";
import { parseCliArgs } from "./args.ts";

/** `npm run build [-- --content <dir> --out <dir>]` */
const { values: flags } = parseCliArgs({ content: { type: "string" }, out: { type: "string" } });
// Imported once the flags are known good, so that a wrong flag fails at once.
const { buildSite } = await import("../site/build-site.ts");

const start = performance.now();
try {
  const result = await buildSite({ contentDir: flags.content, outDir: flags.out, log: (line) => console.log(`  ${line}`) });
  console.log(`Built ${result.pages} pages in ${((performance.now() - start) / 1000).toFixed(1)} s.`);
} catch (error) {
  if (error instanceof ContentErrors) {
    console.error(error.message);
    console.error("Nothing was written: the previous build output is unchanged.");
  } else {
    console.error(error);
  }
  process.exitCode = 1;
}
