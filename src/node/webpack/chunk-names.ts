/**
 * Names of the lazy chunks the generated modules ask for, shared by the
 * modules (src/node/site/generate.ts), webpack's minifier settings and the
 * precompression, which treat page articles apart from the app's code.
 */

/** Every page article chunk's name starts with this. */
export const PAGE_CHUNK_PREFIX = "page-";

/** Chunk name of a page's article: `page-concepts-alpha-html` for `concepts/alpha`. */
export const pageChunkName = (key: string) => `${PAGE_CHUNK_PREFIX}${key.replace(/[^a-zA-Z0-9]+/g, "-")}-html`;
