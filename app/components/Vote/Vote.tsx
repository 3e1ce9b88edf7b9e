import { useDocumentHead } from "../../head.ts";

/** Loaded lazily and never prerendered. */
export default function Vote() {
  useDocumentHead("Vote");
  return (
    <article className="prose">
      <h1>Vote</h1>
      <p>
        webpack's maintainers use readers' votes to decide which features and documentation to work on next. Voting happens on GitHub: open the
        webpack repository's discussions, find the proposal you care about and add a reaction, or start a new discussion describing what you need.
      </p>
      <p>
        <a href="https://github.com/webpack/webpack/discussions" target="_blank" rel="noopener noreferrer">
          Go to webpack's discussions on GitHub<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </p>
    </article>
  );
}
