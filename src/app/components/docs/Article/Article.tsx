import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "../../../router.tsx";
import { useArticle } from "../../../data/SiteData.tsx";
import { LoadFailed } from "../DocPage/LoadFailed.tsx";
import { Placeholder } from "../../chrome/Placeholder/Placeholder.tsx";
import { CONFIG_EXAMPLE_CLASS } from "../../../../shared/config-example-class.ts";
import { handleArticleClick } from "./article-actions.ts";
import { handleInstallTabKey, syncInstallTabs } from "./install-tabs.ts";
import "./Article.css";

/**
 * A page's article: HTML compiled at build time, inserted as is. Its few
 * interactive parts (copy buttons, install tabs, live examples, internal
 * links) work through delegated handlers.
 */
export function Article({ articleKey, onLoaded }: { articleKey: string; onLoaded?: () => void }) {
  const content = useArticle(articleKey);
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const { pathname, hash } = useLocation();
  const firstRender = useRef(true);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const listener = (event: MouseEvent) => handleArticleClick(event, (to) => void navigate(to));
    element.addEventListener("click", listener);
    element.addEventListener("keydown", handleInstallTabKey);
    syncInstallTabs(element);
    return () => {
      element.removeEventListener("click", listener);
      element.removeEventListener("keydown", handleInstallTabKey);
    };
  }, [navigate, content.status]);

  // Parts of an article that need a chunk of their own load it, and keep it while the article shows: the
  // configuration check where a page embeds it, and what makes configuration examples explain themselves.
  useEffect(() => {
    const element = content.status === "ready" ? ref.current : null;
    const place = element?.querySelector<HTMLElement>("[data-config-check]");
    const stops = [
      place &&
        withChunk(
          () => import(/* webpackChunkName: "config-check" */ "../../tools/ConfigCheck/mount.tsx").then((chunk) => chunk.mountConfigCheck),
          place,
          () => (place.textContent = "The check could not be loaded. Reload the page to try again."),
        ),
      // Without it the keys are still links to their reference entries.
      element?.querySelector(`.${CONFIG_EXAMPLE_CLASS}`) &&
        withChunk(() => import(/* webpackChunkName: "option-tips" */ "./option-tips.ts").then((chunk) => chunk.explainOptions), element),
    ];
    return () => stops.forEach((stop) => stop && stop());
  }, [articleKey, content.status]);

  // After content loads: the hash target if there is one, otherwise the top.
  useEffect(() => {
    if (content.status !== "ready") return;
    const isFirst = firstRender.current;
    firstRender.current = false;
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    else if (!isFirst) window.scrollTo(0, 0);
    if (onLoaded && isFirst) onLoaded();
  }, [articleKey, content.status, hash, onLoaded]);

  if (content.status === "loading") return <Placeholder />;
  if (content.status === "failed") return <LoadFailed url={pathname} error={content.error} />;
  return <div ref={ref} className="prose" data-article={articleKey} dangerouslySetInnerHTML={{ __html: content.value.html }} />;
}

/** Loads a part's chunk and starts it on an element; returns how to stop it (also before the chunk has come). */
function withChunk(load: () => Promise<(element: HTMLElement) => () => void>, element: HTMLElement, failed = () => {}): () => void {
  let stop: (() => void) | undefined;
  let left = false;
  void load().then((start) => {
    if (!left) stop = start(element);
  }, failed);
  return () => {
    left = true;
    stop?.();
  };
}
