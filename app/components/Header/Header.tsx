import { Link, NavLink, useLocation } from "react-router";
import { DOCUMENTATION_SECTIONS, sectionOfUrl } from "../../../common/site.ts";
import "./Header.css";

/** Sections in the documentation sub-navigation, in index order. */
const DOC_SUBNAV = [
  { url: "/concepts/", title: "Concepts" },
  { url: "/configuration/", title: "Configuration" },
  { url: "/guides/", title: "Guides" },
  { url: "/loaders/", title: "Loaders" },
  { url: "/migrate/", title: "Migrate" },
  { url: "/plugins/", title: "Plugins" },
  { url: "/api/", title: "API" },
];

const EXTERNAL = [
  { href: "https://github.com/webpack/webpack", label: "GitHub repository" },
  { href: "https://x.com/webpack", label: "webpack on X" },
  { href: "https://stackoverflow.com/questions/tagged/webpack", label: "webpack questions on Stack Overflow" },
];

export function Header() {
  const { pathname } = useLocation();
  const section = sectionOfUrl(pathname);
  const documentationActive = (DOCUMENTATION_SECTIONS as readonly string[]).includes(section ?? "");
  const active = (name: string) => (section === name ? "page" : undefined);
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
          <NavLink to="/concepts/" className={documentationActive ? "active" : undefined} aria-current={documentationActive ? "page" : undefined}>
            Documentation
          </NavLink>
          <NavLink to="/contribute/" aria-current={active("contribute")}>
            Contribute
          </NavLink>
          <NavLink to="/vote/">Vote</NavLink>
          <NavLink to="/blog/" aria-current={active("blog")}>
            Blog
          </NavLink>
        </nav>
        <ul className="header__external">
          {EXTERNAL.map((link) => (
            <li key={link.href}>
              <a href={link.href} target="_blank" rel="noopener noreferrer">
                {link.label.split(" ")[0] === "GitHub" ? "GitHub" : link.label.includes("Stack") ? "Stack Overflow" : "X"}
                <span className="visually-hidden"> ({link.label}, opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
      {documentationActive && (
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
