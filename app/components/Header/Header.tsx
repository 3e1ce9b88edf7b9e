import { Link, NavLink, useLocation } from "react-router";
import { DOCUMENTATION_SECTIONS, sectionOfUrl, titleOfSection } from "../../../common/site.ts";
import "./Header.css";

const isDocumentation = (section: string | undefined) => (DOCUMENTATION_SECTIONS as readonly string[]).includes(section ?? "");

/** The main links and the sections for which each is shown as current. */
const MAIN_LINKS = [
  { to: "/concepts/", text: "Documentation", isCurrent: isDocumentation },
  { to: "/contribute/", text: "Contribute", isCurrent: (section?: string) => section === "contribute" },
  { to: "/vote/", text: "Vote", isCurrent: (_section: string | undefined, pathname: string) => pathname.startsWith("/vote/") },
  { to: "/blog/", text: "Blog", isCurrent: (section?: string) => section === "blog" },
];

/** The documentation sub-navigation: the documentation sections in index order. */
const DOC_SUBNAV = DOCUMENTATION_SECTIONS.map((name) => ({ url: `/${name}/`, title: titleOfSection(name) }));

const EXTERNAL = [
  { href: "https://github.com/webpack/webpack", text: "GitHub", label: "GitHub repository" },
  { href: "https://x.com/webpack", text: "X", label: "webpack on X" },
  { href: "https://stackoverflow.com/questions/tagged/webpack", text: "Stack Overflow", label: "webpack questions on Stack Overflow" },
];

export function Header() {
  const { pathname } = useLocation();
  const section = sectionOfUrl(pathname);
  return (
    <header className="header">
      <div className="header__bar">
        <Link className="header__logo" to="/" aria-label="webpack home">
          <svg aria-hidden="true" width="28" height="28" viewBox="0 0 600 600">
            <path fill="currentColor" d="M300 .1L565 150v299.9L300 599.8 35 449.9V150z" opacity=".25" />
            <path fill="currentColor" d="M300 120l160 90v180l-160 90-160-90V210z" />
          </svg>
          <span>webpack</span>
        </Link>
        <nav className="header__nav" aria-label="Main">
          {MAIN_LINKS.map((link) => (
            <Link key={link.to} to={link.to} aria-current={link.isCurrent(section, pathname) ? "page" : undefined}>
              {link.text}
            </Link>
          ))}
        </nav>
        <ul className="header__external">
          {EXTERNAL.map((link) => (
            <li key={link.href}>
              <a href={link.href} target="_blank" rel="noopener noreferrer">
                {link.text}
                <span className="visually-hidden"> ({link.label}, opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
      {isDocumentation(section) && (
        <nav className="header__subnav" aria-label="Documentation sections">
          {DOC_SUBNAV.map((item) => (
            <NavLink key={item.url} to={item.url}>
              {item.title}
            </NavLink>
          ))}
        </nav>
      )}
    </header>
  );
}
