import summary from "@generated/supporters-summary.json";
import "./SponsorBanner.css";

/**
 * A thank-you under the hero naming the leading sponsor (chosen at build
 * time from the supporter data) with a link to the company's own site.
 */
export function SponsorBanner() {
  const banner = summary.banner;
  if (!banner) return null;
  return (
    <aside className="sponsor-banner" aria-label="Sponsor">
      <span className="sponsor-banner__label">Sponsor</span>
      <span>
        webpack is funded by its sponsors and backers, among them{" "}
        <a href={banner.url} target="_blank" rel="noopener noreferrer nofollow">
          {banner.name}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
        . <a href="#support">See everyone who supports webpack</a>
      </span>
    </aside>
  );
}
