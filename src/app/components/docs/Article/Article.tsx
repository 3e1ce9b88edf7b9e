import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "../../../router.tsx";
import { usePage } from "../../../data/SiteData.tsx";
import { ARTICLE_DATA, classSelector } from "../../../../shared/article-markup.ts";
import { LoadFailed } from "../DocPage/LoadFailed.tsx";
import { Placeholder } from "../../chrome/Placeholder/Placeholder.tsx";
import { CONFIG_EXAMPLE_CLASS } from "../../../../shared/config-example-class.ts";
import { handleArticleClick } from "./article-actions.ts";
import { useArticleHtml } from "./article-patch.ts";
import { handleInstallTabKey, syncInstallTabs } from "./install-tabs.ts";
import { ARTICLE_ATTRIBUTE } from "../../../../shared/articles.ts";
import "./Article.css";

/**
 * A page's article: HTML compiled at build time, inserted as is. Its few
 * interactive parts (copy buttons, install tabs, live examples, internal
 * links) work through delegated handlers.
 */
export function Article({ url, onLoaded }: { url: string; onLoaded?: () => void }) {
  const content = usePage(url);
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const { pathname, hash } = useLocation();
  const firstRender = useRef(true);
  const html = useArticleHtml(url, ref, content.status === "ready" ? content.value.html : undefined);

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

  // Parts of an article that need a chunk of their own load it, and keep it while the article shows. A page that
  // embeds the configuration check mounts it (a later version of the page's HTML patched in leaves it mounted).
  useEffect(() => {
    const place = content.status === "ready" ? ref.current?.querySelector<HTMLElement>(`[${ARTICLE_DATA.configCheck}]`) : null;
    if (!place) return;
    return withChunk(
      () => import(/* webpackChunkName: "config-check" */ "../../tools/ConfigCheck/mount.tsx").then((chunk) => chunk.mountConfigCheck),
      place,
      () => (place.textContent = "The check could not be loaded. Reload the page to try again."),
    );
  }, [url, content.status]);

  // Configuration examples explain themselves (without the chunk their keys are still links to their reference
  // entries). Started again on each version of the page's HTML (the development server patches a saved page in
  // place, which may add or remove examples; in production a page's HTML never changes while it shows).
  const latestHtml = content.status === "ready" ? content.value.html : undefined;
  useEffect(() => {
    const element = latestHtml === undefined ? null : ref.current;
    if (!element?.querySelector(classSelector(CONFIG_EXAMPLE_CLASS))) return;
    return withChunk(() => import(/* webpackChunkName: "option-tips" */ "./option-tips.ts").then((chunk) => chunk.explainOptions), element);
  }, [url, latestHtml]);

  // After content loads: the hash target if there is one, otherwise the top.
  useEffect(() => {
    if (content.status !== "ready") return;
    const isFirst = firstRender.current;
    firstRender.current = false;
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    else if (!isFirst) window.scrollTo(0, 0);
    if (onLoaded && isFirst) onLoaded();
  }, [url, content.status, hash, onLoaded]);

  if (content.status === "loading") return <Placeholder />;
  if (content.status === "failed") return <LoadFailed url={pathname} error={content.error} />;
  return <div ref={ref} className="prose" {...{ [ARTICLE_ATTRIBUTE]: url }} dangerouslySetInnerHTML={{ __html: html! }} />;
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
