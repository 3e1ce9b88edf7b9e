import { useLocation } from "../../../router.tsx";
import { sectionOfUrl } from "../../../routes.ts";
import { LanguageMenu } from "../LanguageMenu/LanguageMenu.tsx";
import { VersionSelect } from "../VersionSelect/VersionSelect.tsx";
import { ExternalLinks, MainLinks, SectionLinks } from "./site-links.tsx";

/**
 * What a phone's one-row header has no room for, at the top of the
 * navigation drawer: the main links, the documentation sections, the
 * language menu, the version selector and the links to elsewhere. Each stays
 * one tap away (the menu button) from every page.
 */
export function SiteLinks() {
  const { pathname } = useLocation();
  const section = sectionOfUrl(pathname)?.name;
  return (
    <div className="site-links">
      <MainLinks className="site-links__main" label="Site" section={section} pathname={pathname} />
      <SectionLinks className="site-links__sections" section={section} />
      <div className="site-links__controls">
        <LanguageMenu />
        <VersionSelect />
      </div>
      <ExternalLinks className="site-links__external" />
    </div>
  );
}
