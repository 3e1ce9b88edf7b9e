/** The vote page's head: its body is rendered only in the browser, its title and description are in the static HTML too. */
export const VOTE_TITLE = "Vote";
export const VOTE_DESCRIPTION = "How to vote on webpack's priorities: add a 👍 reaction to the GitHub issues you care about.";
