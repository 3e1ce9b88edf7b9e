import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "../../../router.tsx";
import { useArticle } from "../../../data/SiteData.tsx";
import { LoadFailed } from "../DocPage/LoadFailed.tsx";
import { Placeholder } from "../../chrome/Placeholder/Placeholder.tsx";
import { CONFIG_EXAMPLE_CLASS } from "../../../../shared/config-examples.ts";
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

  // A page that embeds the configuration check loads it, in its own chunk, and it stays on that page.
  useEffect(() => {
    const place = content.status === "ready" ? ref.current?.querySelector<HTMLElement>("[data-config-check]") : null;
    if (!place) return;
    let unmount: (() => void) | undefined;
    let left = false;
    import(/* webpackChunkName: "config-check" */ "../../tools/ConfigCheck/mount.tsx").then(
      ({ mountConfigCheck }) => {
        if (!left) unmount = mountConfigCheck(place);
      },
      () => {
        place.textContent = "The check could not be loaded. Reload the page to try again.";
      },
    );
    return () => {
      left = true;
      unmount?.();
    };
  }, [articleKey, content.status]);

  // A page with configuration examples loads what makes them explain themselves, in a chunk of its own.
  useEffect(() => {
    const element = content.status === "ready" ? ref.current : null;
    if (!element?.querySelector(`.${CONFIG_EXAMPLE_CLASS}`)) return;
    let stop: (() => void) | undefined;
    let left = false;
    import(/* webpackChunkName: "option-tips" */ "./option-tips.ts").then(
      ({ explainOptions }) => {
        if (!left) stop = explainOptions(element);
      },
      // Without it the keys are still links to their reference entries.
      () => undefined,
    );
    return () => {
      left = true;
      stop?.();
    };
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
