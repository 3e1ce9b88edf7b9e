import { buildSite } from "../site/build-site.ts";
import { ContentErrors } from "../errors.ts";
import { parseCliArgs } from "./args.ts";

/** `npm run build [-- --content <dir> --out <dir>]` */
const { values: flags } = parseCliArgs({ content: { type: "string" }, out: { type: "string" } });

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
