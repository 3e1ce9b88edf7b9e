/**
 * The configuration check's text is kept in its URL's fragment (`#text=…`),
 * so a link can open the check with a text loaded and a reader can share what
 * they checked, and the text is never sent to a server.
 */
const TEXT_PARAMETER = "text";

/** The check page's URL with a text to check. */
export function checkUrlWithText(checkUrl: string, text: string): string {
  return `${checkUrl}#${new URLSearchParams({ [TEXT_PARAMETER]: text }).toString()}`;
}

/** The text a check URL's fragment (`location.hash`) carries, or undefined. */
export function textOfFragment(hash: string): string | undefined {
  return new URLSearchParams(hash.replace(/^#/, "")).get(TEXT_PARAMETER) ?? undefined;
}

/** The fragment (with `#`, or "" for none) that carries this text, keeping the fragment's other parameters. */
export function fragmentWithText(hash: string, text: string): string {
  const parameters = new URLSearchParams(hash.replace(/^#/, ""));
  if (text) parameters.set(TEXT_PARAMETER, text);
  else parameters.delete(TEXT_PARAMETER);
  const fragment = parameters.toString();
  return fragment ? `#${fragment}` : "";
}
