import { Link } from "react-router";
import "./Footer.css";

const INTERNAL = [
  { to: "/guides/getting-started/", label: "Get Started" },
  { to: "/comparison/", label: "Comparison" },
  { to: "/glossary/", label: "Glossary" },
  { to: "/branding/", label: "Branding" },
];

const EXTERNAL = [
  { href: "https://webpack.threadless.com/", label: "Swag Store" },
  { href: "https://discord.com/invite/webpack", label: "Chat on Discord" },
  { href: "https://github.com/webpack/webpack/releases", label: "Changelog" },
];

export function Footer() {
  return (
    <footer className="footer">
      <nav className="footer__links" aria-label="Footer">
        {INTERNAL.map((link) => (
          <Link key={link.to} to={link.to}>
            {link.label}
          </Link>
        ))}
        {EXTERNAL.map((link) => (
          <a key={link.href} href={link.href} target="_blank" rel="noopener noreferrer">
            {link.label}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        ))}
      </nav>
      <p className="footer__license">
        The content is available under the <Link to="/license/">Creative Commons Attribution 4.0 licence (CC BY 4.0)</Link>.
      </p>
    </footer>
  );
}
