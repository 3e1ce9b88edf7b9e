/**
 * Class names and data attributes that the page compiler writes into an
 * article's HTML (src/node/markdown/) and that the app's delegated handlers
 * (src/app/components/docs/Article/) and the search index's rules look for:
 * one spelling for both ends. The stylesheets spell the class names too.
 */
export const ARTICLE_CLASS = {
  codeBlock: "code-block",
  codeTitle: "code-block__title",
  copyButton: "code-block__copy",
  installTabs: "install-tabs",
  installTabList: "install-tabs__list",
  installTab: "install-tabs__tab",
  installPanel: "install-tabs__panel",
  stackBlitz: "stackblitz",
  stackBlitzOpen: "stackblitz__open",
  stackBlitzEmbed: "stackblitz__embed",
  configCheck: "config-check",
  badge: "badge",
  /** A `##` heading and what follows it, laid out only near the viewport (content-visibility). */
  section: "article-section",
  visuallyHidden: "visually-hidden",
} as const;

export const ARTICLE_DATA = {
  /** On a code block whose lines are a diff. */
  diff: "data-diff",
  /** On an install tab and its panel: the package manager it shows. */
  manager: "data-manager",
  /** On a live example: the StackBlitz URL it embeds. */
  stackBlitz: "data-stackblitz",
  /** Where the configuration check mounts. */
  configCheck: "data-config-check",
} as const;

/** A class as a CSS selector: `.code-block`. */
export const classSelector = (name: string) => `.${name}`;
