import { createRoot } from "react-dom/client";
import data from "@generated/config-check/data.json";
import styles from "./ConfigCheck.css?raw";
import { ConfigCheck } from "./ConfigCheck.tsx";

let sheet: CSSStyleSheet | undefined;

/** Puts the configuration check in the place its page keeps for it; returns how to take it out again. */
export function mountConfigCheck(place: HTMLElement): () => void {
  // The styles come with the chunk, so no page but this one loads them.
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(styles);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }
  place.replaceChildren();
  const root = createRoot(place);
  root.render(<ConfigCheck data={data} />);
  return () => root.unmount();
}
