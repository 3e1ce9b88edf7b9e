/**
 * Class names of what a documentation page shows around its article
 * (src/app/components/docs/DocPage/DocPage.tsx writes them; the feedback's
 * answer is set on the page by its handler, not by React): one spelling for
 * the component, its handlers and the browser tests
 * (tests/e2e/fixture/page-features.spec.ts). DocPage.css spells them too.
 * One constant each, so that the app's script holds only what it uses.
 */
export const BREADCRUMBS_CLASS = "breadcrumbs";
/** The "Last updated on …" line. */
export const LAST_UPDATED_CLASS = "doc__updated";
/** The item holding the "Copy page" button: shown once scripts run, since it fetches the page's Markdown. */
export const COPY_PAGE_CLASS = "doc__copy-page";
/** "Was this page helpful?" */
export const FEEDBACK_CLASS = "feedback";
/** On the feedback once the reader answered "Yes": the answers give way to a thank-you. */
export const FEEDBACK_ANSWERED_CLASS = "feedback--answered";
