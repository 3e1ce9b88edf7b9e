import { useEffect } from "react";
import { useLocation, useNavigate } from "../../../router.tsx";
import { useSection, useSiteData } from "../../../data/SiteData.tsx";
import { sectionNameOf } from "../../../routes.ts";
import { NotFound } from "../NotFound/NotFound.tsx";
import { Placeholder } from "../../chrome/Placeholder/Placeholder.tsx";
import { DocPage } from "./DocPage.tsx";
import { FullPageLoad } from "./FullPageLoad.tsx";
import { LoadFailed } from "./LoadFailed.tsx";

/** Any URL that is not an app route: a content page, or Page Not Found. */
export function DocRoute() {
  const { pathname, hash } = useLocation();
  const navigate = useNavigate();
  const data = useSiteData();
  const section = useSection(sectionNameOf(pathname));
  // A part of this page that moved to a page of its own (content/redirects.json, in the page's record): follow it, keeping the hash.
  const moved = data.peekPage(pathname)?.record.movedFragments?.find((rule) => hash.startsWith(rule.hashPrefix));
  const target = moved && moved.destination + hash;
  useEffect(() => {
    if (target) void navigate(target, { replace: true });
  }, [target, navigate]);
  if (section.status === "loading") return <Placeholder />;
  // A section menu this tab cannot load any more (a newer build is published): the page loads in full, or says it failed.
  if (section.status === "failed") return <LoadFailed url={pathname} error={section.error} />;
  const entry = section.value.pages[pathname];
  if (!entry) return <NotFound />;
  // A page that is a document of its own (no article file) shows here only when this document carries it.
  if (entry.document && !data.peekPage(pathname)) return <FullPageLoad url={pathname} />;
  return <DocPage section={section.value} url={pathname} title={entry.title} />;
}
