import { useLocation } from "../../../router.tsx";
import { useSection, useSiteData } from "../../../data/SiteData.tsx";
import { sectionNameOf } from "../../../routes.ts";
import { NotFound } from "../NotFound/NotFound.tsx";
import { Placeholder } from "../../chrome/Placeholder/Placeholder.tsx";
import { DocPage } from "./DocPage.tsx";
import { FullPageLoad } from "./FullPageLoad.tsx";
import { LoadFailed } from "./LoadFailed.tsx";

/** Any URL that is not an app route: a content page, or Page Not Found. */
export function DocRoute() {
  const { pathname } = useLocation();
  const data = useSiteData();
  const section = useSection(sectionNameOf(pathname));
  if (section.status === "loading") return <Placeholder />;
  // A section menu this tab cannot load any more (a newer build is published): the page loads in full, or says it failed.
  if (section.status === "failed") return <LoadFailed url={pathname} error={section.error} />;
  const page = section.value.pages[pathname];
  if (!page) return <NotFound />;
  // Printable pages are served as HTML only: no chunk to load their article from.
  if (page.printable && !data.canLoadArticle(page.articleKey)) return <FullPageLoad url={pathname} />;
  return <DocPage section={section.value} page={page} />;
}
