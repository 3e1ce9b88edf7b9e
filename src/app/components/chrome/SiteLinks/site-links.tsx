import { Link } from "../../../router.tsx";
import { APP_ROUTES, SECTIONS } from "../../../routes.ts";
import "./SiteLinks.css";

/** The documentation sub-navigation: the documentation sections in folder order. */
const DOC_SUBNAV = SECTIONS.filter((section) => section.documentation).map(({ name, title }) => ({ name, url: `/${name}/`, title }));

export const isDocumentation = (section: string | undefined) => DOC_SUBNAV.some((link) => link.name === section);

/** The main links; each but Documentation is current on the pages under its URL. */
const MAIN_LINKS = [
  { to: "/concepts/", text: "Documentation", isCurrent: isDocumentation },
  { to: "/contribute/", text: "Contribute" },
  { to: APP_ROUTES.vote.path, text: "Vote" },
  { to: "/blog/", text: "Blog" },
].map((link) => ({ isCurrent: (_section: string | undefined, pathname: string) => pathname.startsWith(link.to), ...link }));

/** Links to elsewhere, each with a small icon of our own drawing (24×24, stroked unless `filled`; see SiteLinks.css). */
const EXTERNAL = [
  {
    href: "https://github.com/webpack/webpack",
    label: "webpack on GitHub",
    icon: (
      <>
        <circle cx="12" cy="12" r="9.5" />
        <path d="M9.5 20.5v-3.2c-2.6-.5-4-2.2-4-4.8 0-1 .4-2 1-2.7-.2-.8-.1-1.8.3-2.6 1 0 2 .6 2.7 1.2a8 8 0 0 1 5 0c.7-.6 1.7-1.2 2.7-1.2.4.8.5 1.8.3 2.6.6.7 1 1.7 1 2.7 0 2.6-1.4 4.3-4 4.8v3.2M9.5 18c-2 .4-3-.5-3.6-1.6" />
      </>
    ),
  },
  {
    href: "https://x.com/webpack",
    label: "webpack on X",
    icon: (
      <>
        <path className="filled" d="M4 4h4.2L20 20h-4.2z" />
        <path d="M19.5 4 13.6 10.7M10.4 13.3 4.5 20" />
      </>
    ),
  },
  {
    href: "https://stackoverflow.com/questions/tagged/webpack",
    label: "webpack questions on Stack Overflow",
    icon: <path d="M5 14.5V20h13v-5.5M8.5 17.3h7M8.8 14.2l6.8 1.4M9.8 11l6.3 2.9M11.8 8l5.4 4.4M14.7 5.2l3.9 5.6" />,
  },
];

/** Documentation, Contribute, Vote and Blog, the one for the current section marked. */
export function MainLinks({ label, className, section, pathname }: { label: string; className: string; section?: string; pathname: string }) {
  return (
    <nav className={className} aria-label={label}>
      {MAIN_LINKS.map((link) => (
        <Link key={link.to} to={link.to} aria-current={link.isCurrent(section, pathname) ? "page" : undefined}>
          {link.text}
        </Link>
      ))}
    </nav>
  );
}

/** The documentation sections, the current one marked. */
export function SectionLinks({ className, section }: { className: string; section?: string }) {
  return (
    <nav className={className} aria-label="Documentation sections">
      {DOC_SUBNAV.map((item) => (
        <Link key={item.url} to={item.url} aria-current={item.name === section ? "page" : undefined}>
          {item.title}
        </Link>
      ))}
    </nav>
  );
}

/** The repository, X and Stack Overflow as icon links that open in a new tab. */
export function ExternalLinks({ className }: { className: string }) {
  return (
    <ul className={`external-links ${className}`}>
      {EXTERNAL.map((link) => (
        <li key={link.href}>
          <a href={link.href} target="_blank" rel="noopener noreferrer">
            <svg
              aria-hidden="true"
              width="20"
              height="20"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              {link.icon}
            </svg>
            <span className="visually-hidden">{link.label} (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
