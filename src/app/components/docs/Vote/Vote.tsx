import { useRouteHead } from "../../../head.ts";
import { APP_ROUTES } from "../../../routes.ts";
import "./Vote.css";

const ISSUES_BY_VOTES = "https://github.com/webpack/webpack/issues?q=is%3Aissue%20state%3Aopen%20sort%3Areactions-%2B1-desc";
const DOCS_ISSUES_BY_VOTES = "https://github.com/webpack/webpack.js.org/issues?q=is%3Aissue%20state%3Aopen%20sort%3Areactions-%2B1-desc";
const DISCUSSIONS = "https://github.com/webpack/webpack/discussions";
const NEW_ISSUE = "https://github.com/webpack/webpack/issues/new/choose";

function External({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

/** How readers tell webpack's maintainers what matters to them. Loaded lazily and never prerendered. */
export default function Vote() {
  useRouteHead(APP_ROUTES.vote.head);
  return (
    <article className="prose vote">
      <h1>Vote</h1>
      <p>
        webpack's maintainers are few, and when they choose what to work on next they look at what readers and users ask for. Every feature request,
        bug report and documentation gap is tracked in the open on GitHub, and that is where you vote.
      </p>

      <h2>How to vote</h2>
      <ol>
        <li>Sign in to GitHub.</li>
        <li>
          Open the list of <External href={ISSUES_BY_VOTES}>webpack's open issues, most-voted first</External>.
        </li>
        <li>
          On an issue you want to see solved, add a <span aria-hidden="true">👍</span> reaction (“thumbs up”) to its first post. Each reaction counts
          as one vote, and the list above is sorted by them.
        </li>
        <li>
          If you have something to add — a use case, a reproduction, a workaround — leave a comment; a bare “+1” comment adds nothing a reaction does
          not.
        </li>
      </ol>

      <h2>Where to vote</h2>
      <ul>
        <li>
          The bundler itself: <External href={ISSUES_BY_VOTES}>issues of webpack/webpack by votes</External>.
        </li>
        <li>
          This documentation: <External href={DOCS_ISSUES_BY_VOTES}>issues of webpack/webpack.js.org by votes</External>.
        </li>
        <li>
          Ideas that are not yet a concrete request: <External href={DISCUSSIONS}>webpack's discussions on GitHub</External>, where you can also react
          to and comment on other people's proposals.
        </li>
      </ul>

      <h2>Nothing to vote for yet?</h2>
      <p>
        Search the issues first: what you need may already be requested under another name. If it is not,{" "}
        <External href={NEW_ISSUE}>open a new issue</External> describing what you are trying to do and why the current options fall short. Others can
        then vote for it too.
      </p>

      <p className="vote__note">
        The separate voting app that this page once embedded is no longer in service; reactions on GitHub have taken its place.
      </p>
    </article>
  );
}
