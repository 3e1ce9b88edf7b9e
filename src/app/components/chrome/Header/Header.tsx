import { Link, useLocation } from "../../../router.tsx";
import { sectionOfUrl } from "../../../routes.ts";
import { MenuButton } from "../MenuButton/MenuButton.tsx";
import { Search } from "../Search/Search.tsx";
import { LanguageMenu } from "../LanguageMenu/LanguageMenu.tsx";
import { ThemeToggle } from "../ThemeToggle/ThemeToggle.tsx";
import { VersionSelect } from "../VersionSelect/VersionSelect.tsx";
import { ExternalLinks, isDocumentation, MainLinks, SectionLinks } from "../SiteLinks/site-links.tsx";
import "./Header.css";

/**
 * The site's header. On phones (and once scripts run, so the drawer exists) it
 * is one row: menu button, logo, search and theme toggle; the rest moves into
 * the navigation drawer (SiteLinks).
 */
export function Header() {
  const { pathname } = useLocation();
  const section = sectionOfUrl(pathname)?.name;
  return (
    <header className="header">
      <div className="header__bar">
        <MenuButton />
        <Link className="header__logo" to="/" aria-label="webpack home">
          <svg aria-hidden="true" width="28" height="28" viewBox="0 0 600 600">
            <path fill="currentColor" d="M300 .1L565 150v299.9L300 599.8 35 449.9V150z" opacity=".25" />
            <path fill="currentColor" d="M300 120l160 90v180l-160 90-160-90V210z" />
          </svg>
          <span className="header__name">webpack</span>
        </Link>
        <MainLinks className="header__nav" label="Main" section={section} pathname={pathname} />
        <div className="header__search">
          <Search id="header-search" />
        </div>
        <ExternalLinks className="header__external" />
        <div className="header__controls">
          <div className="header__language">
            <LanguageMenu />
          </div>
          <ThemeToggle />
          <div className="header__version">
            <VersionSelect />
          </div>
        </div>
      </div>
      {isDocumentation(section) && <SectionLinks className="header__subnav" section={section} />}
    </header>
  );
}
