/**
 * Configuration examples that explain themselves: names the build writes into
 * an example's markup (src/node/markdown/config-examples.ts) and the app's
 * handlers read (src/app/components/docs/Article/option-tips.ts). Names only:
 * the app's script, which holds this module, reads one of them.
 */

export { CONFIG_EXAMPLE_CLASS } from "./config-example-class.ts";
/** An option key of an example: a link to its reference entry, explained on hover, focus or tap. */
export const OPTION_KEY_CLASS = "option-key";
/** On an option key: its option path (`output.filename`), which names its explanation. */
export const OPTION_KEY_ATTRIBUTE = "data-option";
/** The page's explanations, one per option its examples set, each hidden until it is shown beside its key. */
export const OPTION_TIPS_CLASS = "option-tips";
export const OPTION_TIP_CLASS = "option-tip";
/** On an explanation: the option path it explains. */
export const OPTION_TIP_ATTRIBUTE = "data-option-tip";
/** An example's "Check this configuration" link. */
export const CHECK_LINK_CLASS = "code-block__check";
/** On the article once its examples explain themselves (their chunk has started): tests wait for it, as for `data-hydrated`. */
export const EXPLAINED_ATTRIBUTE = "data-options-explained";
