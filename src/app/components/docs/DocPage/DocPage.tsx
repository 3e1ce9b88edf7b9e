import { Link } from "../../../router.tsx";
import { Fragment, type MouseEvent } from "react";
import type { PageRecord } from "../../../../shared/page-record.ts";
import { BREADCRUMBS_CLASS, COPY_PAGE_CLASS, FEEDBACK_ANSWERED_CLASS, FEEDBACK_CLASS, LAST_UPDATED_CLASS } from "../../../../shared/page-features.ts";
import {
  articleSearchAttributes,
  keywordFilterAttributes,
  keywordSearchAttributes,
  titleSearchAttributes,
} from "../../../../shared/search-attributes.ts";
import { feedbackIssueUrl } from "../../../../shared/site.ts";
import { formatDate } from "../../../../shared/format-date.ts";
import type { Crumb, Link as LinkData, SectionData } from "../../../../shared/types.ts";
import { useRouteHead } from "../../../head.ts";
import { usePage } from "../../../data/SiteData.tsx";
import { hasSidebar } from "../../../routes.ts";
import { Article } from "../Article/Article.tsx";
import { copyWithFeedback } from "../Article/article-actions.ts";
import { Contributors } from "../Contributors/Contributors.tsx";
import { Drawer } from "../../chrome/Drawer/Drawer.tsx";
import { Outline, useCurrentHeading } from "../Outline/Outline.tsx";
import { Pager } from "../Pager/Pager.tsx";
import { Sidebar } from "../Sidebar/Sidebar.tsx";
import "./DocPage.css";

/**
 * A documentation page, rendered from its record (src/shared/page-record.ts):
 * every choice (sidebar, outline, search attributes, links, printing) was
 * made by the build. Until the record is there (a client-side navigation),
 * the title its section gave and the section's sidebar frame the placeholder.
 */
export function DocPage({ section, url, title }: { section: SectionData; url: string; title: string }) {
  const page = usePage(url);
  const record = page.status === "ready" ? page.value.record : undefined;
  useRouteHead(record?.head);
  const withSidebar = hasSidebar(section, record);
  const anchors = record && record.outline > 0 ? record.anchors : undefined;
  useCurrentHeading(anchors);
  const classes = ["doc", withSidebar && "doc--with-sidebar", anchors && "doc--with-outline"].filter(Boolean).join(" ");
  return (
    <div className={classes}>
      {withSidebar && (
        <Drawer>
          <Sidebar section={section} />
        </Drawer>
      )}
      {/* The search index takes each page's article (not its chrome), titled by its h1. */}
      <article className="doc__article" {...articleSearchAttributes(record)}>
        {record?.breadcrumbs && <Breadcrumbs crumbs={record.breadcrumbs} />}
        <h1 {...titleSearchAttributes(record)}>{record?.title ?? title}</h1>
        {record?.search?.keywords && (
          <span hidden {...keywordSearchAttributes()}>
            {record.search.keywords.map((keyword, index) => (
              <Fragment key={keyword}>
                {index ? ", " : ""}
                <span {...keywordFilterAttributes()}>{keyword}</span>
              </Fragment>
            ))}
          </span>
        )}
        {record?.thirdParty && (
          <p className="doc__notice">This package is maintained outside the webpack organisation; its own repository has the latest documentation.</p>
        )}
        {record?.date && <p className="doc__date">{formatDate(record.date)}</p>}
        {record && anchors && <Outline anchors={record.anchors} depth={record.outline} form="disclosure" />}
        <Article url={url} onLoaded={record?.print ? printOnce : undefined} />
        {record?.posts && <BlogList posts={record.posts} />}
        {record && (
          <div data-pagefind-ignore="all">
            {record.links && <PageLinks links={record.links} />}
            {record.lastUpdated && (
              <p className={LAST_UPDATED_CLASS}>
                Last updated on <time dateTime={record.lastUpdated}>{formatDate(record.lastUpdated)}</time>
              </p>
            )}
            {record.related.length > 0 && <Related links={record.related} />}
            {/* A section of its own for each page: an answer (kept in the DOM, not in React) does not carry over to the next. */}
            {!record.print && <Feedback key={record.url} record={record} />}
            <Pager previous={record.pager.previous} next={record.pager.next} />
            {record.contributors.length > 0 && <Contributors users={record.contributors} />}
          </div>
        )}
      </article>
      {record && anchors && <Outline anchors={record.anchors} depth={record.outline} form="column" />}
    </div>
  );
}

/** A page the build marked for printing opens the print dialog once its content is there. */
function printOnce() {
  window.print();
}

function PageLinks({ links }: { links: NonNullable<PageRecord["links"]> }) {
  return (
    <ul className="doc__links">
      <li>
        <ExternalLink href={links.edit}>Edit this page</ExternalLink>
      </li>
      <li>
        <a href={links.markdown} type="text/markdown">
          View as Markdown
        </a>
      </li>
      {/* Shown once scripts run (DocPage.css): the page's Markdown is fetched when the reader asks for it. */}
      <li className={COPY_PAGE_CLASS}>
        <button type="button" onClick={(event) => void copyWithFeedback(event.currentTarget, markdownOf(links.markdown))}>
          Copy page
        </button>
      </li>
      {links.repo && (
        <li>
          <ExternalLink href={links.repo}>Jump to repository</ExternalLink>
        </li>
      )}
      {links.source && (
        <li>
          <ExternalLink href={links.source}>View the source</ExternalLink>
        </li>
      )}
    </ul>
  );
}

/** Where the page is (its record's breadcrumbs): its section, its sidebar group, the page. Not searched. */
function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav className={BREADCRUMBS_CLASS} aria-label="Breadcrumbs" data-pagefind-ignore="all">
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

/** The page's Markdown source, from the address "View as Markdown" links to. */
function markdownOf(markdownUrl: string): Promise<string> {
  return fetch(markdownUrl).then((response) => (response.ok ? response.text() : Promise.reject(new Error(String(response.status)))));
}

/** "Was this page helpful?": "No" opens a prefilled issue on GitHub; "Yes" only thanks the reader. The site records and sends nothing. */
function Feedback({ record }: { record: PageRecord }) {
  return (
    <section className={FEEDBACK_CLASS} aria-labelledby="feedback-question">
      <p id="feedback-question">Was this page helpful?</p>
      <button type="button" onClick={thank}>
        Yes
      </button>
      <a href={feedbackIssueUrl(record.title, record.url)} target="_blank" rel="noopener noreferrer">
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
  section.classList.add(FEEDBACK_ANSWERED_CLASS);
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

function BlogList({ posts }: { posts: NonNullable<PageRecord["posts"]> }) {
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
