import { buildSite } from "../site/build-site.ts";
import { ContentErrors } from "../content/errors.ts";

/** `npm run build [-- --content <dir> --out <dir>]` */
const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? undefined : args[index + 1];
};

const start = performance.now();
try {
  const result = await buildSite({ contentDir: option("content"), outDir: option("out"), log: (line) => console.log(`  ${line}`) });
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
