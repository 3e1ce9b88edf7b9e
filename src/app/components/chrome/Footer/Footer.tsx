import { Link } from "../../../router.tsx";
import "./Footer.css";

/** The footer links, in order; absolute URLs are external and open in a new tab. */
const LINKS = [
  { href: "/guides/getting-started/", label: "Get Started" },
  { href: "/comparison/", label: "Comparison" },
  { href: "https://webpack.threadless.com/", label: "Swag Store" },
  { href: "/glossary/", label: "Glossary" },
  { href: "/branding/", label: "Branding" },
  { href: "https://discord.com/invite/webpack", label: "Chat on Discord" },
  { href: "https://github.com/webpack/webpack/releases", label: "Changelog" },
];

export function Footer() {
  return (
    <footer className="footer">
      <nav className="footer__links" aria-label="Footer">
        {LINKS.map((link) =>
          link.href.startsWith("/") ? (
            <Link key={link.href} to={link.href}>
              {link.label}
            </Link>
          ) : (
            <a key={link.href} href={link.href} target="_blank" rel="noopener noreferrer">
              {link.label}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          ),
        )}
      </nav>
      <p className="footer__license">
        The content is available under the <Link to="/license/">Creative Commons Attribution 4.0 licence (CC BY 4.0)</Link>.
      </p>
    </footer>
  );
}
