/**
 * A `webpack.config.*` example's figure (src/shared/config-examples.ts has the
 * other names of its markup). On its own: the app's script, which looks for
 * it to load the examples' chunk, holds this name and none of the others.
 */
export const CONFIG_EXAMPLE_CLASS = "code-block--config";
