import { Link } from "../../../router.tsx";
import type { MouseEvent } from "react";
import { feedbackIssueUrl, markdownUrlOf, OPTIONS_REFERENCE_URL } from "../../../../shared/site.ts";
import type { Crumb, Link as LinkData, PageData, SectionData } from "../../../../shared/types.ts";
import { useRouteHead } from "../../../head.ts";
import { useArticle, useSiteData } from "../../../data/SiteData.tsx";
import { hasSidebar } from "../../../routes.ts";
import { Article } from "../Article/Article.tsx";
import { copyWithFeedback } from "../Article/article-actions.ts";
import { Contributors } from "../Contributors/Contributors.tsx";
import { Drawer } from "../../chrome/Drawer/Drawer.tsx";
import { Outline, outlineEntries, useCurrentHeading } from "../Outline/Outline.tsx";
import { Pager } from "../Pager/Pager.tsx";
import { Sidebar } from "../Sidebar/Sidebar.tsx";
import "./DocPage.css";

export function DocPage({ section, page }: { section: SectionData; page: PageData }) {
  const data = useSiteData();
  // The route's head and pager come with the article (its chunk, or inline in the prerendered page).
  const content = useArticle(page.articleKey);
  const route = content.status === "ready" ? data.peekRoute(page.articleKey) : undefined;
  useRouteHead(route?.head);
  const withSidebar = hasSidebar(section, page);
  // The outline comes with the article's anchors (the build's list of its headings), so it is in the first paint.
  const anchors = content.status === "ready" && !page.printable ? content.value.anchors : undefined;
  const outline = anchors ? outlineEntries(anchors) : [];
  useCurrentHeading(anchors);
  const classes = ["doc", withSidebar && "doc--with-sidebar", outline.length > 0 && "doc--with-outline"].filter(Boolean).join(" ");
  return (
    <div className={classes}>
      {withSidebar && (
        <Drawer>
          <Sidebar section={section} />
        </Drawer>
      )}
      {/* The search index takes each page's article (not its chrome), titled by its h1; printable pages stay out. */}
      <article className="doc__article" {...(page.printable ? {} : searchAttributes(section))}>
        {route?.breadcrumbs && <Breadcrumbs crumbs={route.breadcrumbs} />}
        <h1 {...(page.printable ? {} : titleAttributes(section, page))}>{page.title}</h1>
        {page.thirdParty && (
          <p className="doc__notice">This package is maintained outside the webpack organisation; its own repository has the latest documentation.</p>
        )}
        {page.date && <p className="doc__date">{formatDate(page.date)}</p>}
        {outline.length > 0 && <Outline entries={outline} form="disclosure" prerendered={!withSidebar} />}
        <Article articleKey={page.articleKey} onLoaded={page.printable ? printOnce : undefined} />
        {page.posts && <BlogList posts={page.posts} />}
        <div data-pagefind-ignore="all">
          {!page.printable && <PageLinks page={page} />}
          {route?.lastUpdated && (
            <p className="doc__updated">
              Last updated on <time dateTime={route.lastUpdated}>{formatDate(route.lastUpdated)}</time>
            </p>
          )}
          {page.related.length > 0 && <Related links={page.related} />}
          {/* A page of its own for each page: an answer (kept in the DOM, not in React) does not carry over to the next. */}
          {!page.printable && <Feedback key={page.url} page={page} />}
          {route && <Pager previous={route.pager.previous} next={route.pager.next} />}
          {page.contributors.length > 0 && <Contributors users={page.contributors} />}
        </div>
      </article>
      {outline.length > 0 && <Outline entries={outline} form="column" />}
    </div>
  );
}

function searchAttributes(section: SectionData) {
  return { "data-pagefind-body": "", "data-pagefind-meta": `section:${section.title}` };
}

/**
 * The title, and the page's description (written to say what the page is
 * about), searched with it. Pages that are not documentation (the blog,
 * contributing) and the options catalogue rank after the pages that explain.
 */
function titleAttributes(section: SectionData, page: PageData) {
  const secondary = !section.documentation || page.url === OPTIONS_REFERENCE_URL;
  const description = page.description ? ", description[data-description]" : "";
  return {
    "data-pagefind-meta": `title${description}${secondary ? ", secondary:yes" : ""}`,
    ...(page.description ? { "data-pagefind-index-attrs": "data-description", "data-description": page.description } : {}),
  };
}

/** Printable pages open the print dialog once their content is there. */
function printOnce() {
  window.print();
}

function PageLinks({ page }: { page: PageData }) {
  return (
    <ul className="doc__links">
      <li>
        <ExternalLink href={page.edit}>Edit this page</ExternalLink>
      </li>
      <li>
        <a href={markdownUrlOf(page.url)} type="text/markdown">
          View as Markdown
        </a>
      </li>
      {/* Shown once scripts run (DocPage.css): the page's Markdown is fetched when the reader asks for it. */}
      <li className="doc__copy-page">
        <button type="button" onClick={(event) => void copyWithFeedback(event.currentTarget, markdownOf(page.url))}>
          Copy page
        </button>
      </li>
      {page.repo && (
        <li>
          <ExternalLink href={page.repo}>Jump to repository</ExternalLink>
        </li>
      )}
      {page.source && (
        <li>
          <ExternalLink href={page.source}>View the source</ExternalLink>
        </li>
      )}
    </ul>
  );
}

/** Where the page is (the build's route data): its section, its sidebar group, the page. Not searched. */
function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumbs" data-pagefind-ignore="all">
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={index}>
            {index === crumbs.length - 1 ? (
              <span aria-current="page">{crumb.title}</span>
            ) : crumb.url ? (
              <Link to={crumb.url}>{crumb.title}</Link>
            ) : (
              crumb.title
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The page's Markdown source, as "View as Markdown" serves it. */
function markdownOf(url: string): Promise<string> {
  return fetch(markdownUrlOf(url)).then((response) => (response.ok ? response.text() : Promise.reject(new Error(String(response.status)))));
}

/** "Was this page helpful?": "No" opens a prefilled issue on GitHub; "Yes" only thanks the reader. The site records and sends nothing. */
function Feedback({ page }: { page: PageData }) {
  return (
    <section className="feedback" aria-labelledby="feedback-question">
      <p id="feedback-question">Was this page helpful?</p>
      <button type="button" onClick={thank}>
        Yes
      </button>
      <a href={feedbackIssueUrl(page.title, page.url)} target="_blank" rel="noopener noreferrer">
        No<span className="visually-hidden">, tell us on GitHub (opens in a new tab)</span>
      </a>
      <p role="status" />
    </section>
  );
}

/** The answers give way to a thank-you, said by the status line (the page itself, not React, shows it: nothing else changes). */
function thank(event: MouseEvent<HTMLButtonElement>) {
  const section = event.currentTarget.parentElement!;
  section.querySelector("[role=status]")!.textContent = "Thank you!";
  section.classList.add("feedback--answered");
}

function Related({ links }: { links: LinkData[] }) {
  return (
    <section className="doc__related" aria-labelledby="further-reading">
      <h2 id="further-reading">Further Reading</h2>
      <ul>
        {links.map((link) => (
          <li key={link.url}>
            {link.url.startsWith("/") ? <Link to={link.url}>{link.title}</Link> : <ExternalLink href={link.url}>{link.title}</ExternalLink>}
          </li>
        ))}
      </ul>
    </section>
  );
}

function BlogList({ posts }: { posts: NonNullable<PageData["posts"]> }) {
  return (
    // The posts are indexed on their own pages; their teasers here would only compete with them.
    <ol className="blog-list" data-pagefind-ignore="">
      {posts.map((post) => (
        <li key={post.url} className="blog-list__post">
          <h2>
            <Link to={post.url}>{post.title}</Link>
          </h2>
          <p className="doc__date">
            {formatDate(post.date)} · {post.readingMinutes} min read
          </p>
          {/* Built from the post's Markdown at build time: inline formatting only, no raw HTML (src/node/content/teaser.ts). */}
          <p className="blog-list__teaser" dangerouslySetInnerHTML={{ __html: post.teaser }} />
          <Link to={post.url} aria-label={`Read More: ${post.title}`}>
            Read More
          </Link>
        </li>
      ))}
    </ol>
  );
}

export function ExternalLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

function formatDate(date: string): string {
  // Fixed locale and time zone: the prerender and the browser must agree.
  return new Date(`${date}T00:00:00Z`).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
}
