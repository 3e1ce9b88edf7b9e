import { useEffect, useRef, useState } from "react";
import {
  SUPPORT_URL,
  rankDescription,
  rankHeading,
  supporterSummary,
  type Rank,
  type ShownSupporter,
  type SupportView,
} from "../../../../shared/supporters.ts";
import "./SupportRank.css";

export interface SupportRankProps {
  rank: Rank;
  view: SupportView;
  /** How many supporters the rank has (known at build time, so every logo has its place before the list loads). */
  count: number;
  /** The rank's supporters, or undefined while the list has not loaded (the prerender never has it). */
  supporters: ShownSupporter[] | undefined;
  backerCount?: number;
}

/**
 * One rank: heading, its dollar range, the logos and a call to join. Logos
 * are requested only once the block has been in view; until then, and when
 * an image fails, a small webpack icon stands in.
 */
export function SupportRank({ rank, view, count, supporters, backerCount = 0 }: SupportRankProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (seen || !element || supporters === undefined) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen, supporters]);

  const headingId = `support-${rank}`;
  return (
    <div ref={ref} className={`support-rank support-rank--${rank}`} data-rank={rank}>
      <h3 id={headingId}>{rankHeading(rank, view)}</h3>
      <p className="support-rank__range">{rankDescription(rank, view, backerCount)}</p>
      {count === 0 ? (
        <p className="support-rank__empty">Nobody in this rank yet.</p>
      ) : supporters === undefined ? (
        // Empty slots of the logos' size until the list arrives: nothing moves when it does.
        <div className="support-rank__logos" aria-hidden="true" data-pending="">
          {Array.from({ length: count }, (_, index) => (
            <span key={index} className="support-logo support-logo--pending" />
          ))}
        </div>
      ) : (
        <ul className="support-rank__logos" aria-labelledby={headingId}>
          {supporters.map((supporter, index) => (
            <li key={`${supporter.name}-${index}`}>
              <Logo supporter={supporter} load={seen} />
            </li>
          ))}
        </ul>
      )}
      <p className="support-rank__join">
        <a className="button button--secondary" href={SUPPORT_URL} target="_blank" rel="noopener noreferrer">
          {rank === "backer" ? "Become a backer" : "Become a sponsor"}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </p>
    </div>
  );
}

function Logo({ supporter, load }: { supporter: ShownSupporter; load: boolean }) {
  const [failed, setFailed] = useState(false);
  const image =
    load && supporter.avatar && !failed ? <img src={supporter.avatar} alt="" decoding="async" onError={() => setFailed(true)} /> : <WebpackIcon />;
  const label = <span className="visually-hidden">{supporter.name}</span>;
  if (!supporter.url) {
    return (
      <span className="support-logo" title={supporterSummary(supporter)}>
        {image}
        {label}
      </span>
    );
  }
  return (
    <a className="support-logo" href={supporter.url} target="_blank" rel="noopener noreferrer nofollow" title={supporterSummary(supporter)}>
      {image}
      {label}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

/** The small stand-in: webpack's cube as an outline, drawn inline so it costs no request. */
function WebpackIcon() {
  return (
    <svg className="support-logo__stand-in" viewBox="0 0 32 32" aria-hidden="true" data-stand-in="">
      <path d="M16 2 29 9.5v13L16 30 3 22.5v-13Z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      <path d="M16 9.5 22.5 13v7.5L16 24l-6.5-3.5V13Z" fill="currentColor" />
    </svg>
  );
}
