import summary from "@generated/supporters-summary.json";
import { startTransition, useEffect, useRef, useState, type ReactNode } from "react";
import { MONTHLY_START_PROBABILITY, RANKS, type SupportView, type SupportersModule } from "../../../../shared/supporters.ts";
import { formatDate } from "../../../../shared/format-date.ts";
import { SupportRank } from "../SupportRank/SupportRank.tsx";
import { loadOrReload } from "../../../data/stale-build.ts";
import "./Support.css";

type ListState = { status: "idle" } | { status: "ready"; data: SupportersModule } | { status: "failed" };

/** The ranked lists: a lazy chunk, requested only in the browser. */
function loadSupporters(): Promise<SupportersModule> {
  return loadOrReload(() => import(/* webpackChunkName: "supporters" */ "@generated/supporters.json")).then((module) => module.default);
}

/**
 * "Support the Team". The prerender shows the ranks by total; in the browser
 * the view starts as monthly with probability 0.33, a checkbox switches it,
 * and the lists load once the section comes near the screen. `error` is what
 * to show when they fail to load (the site's one error message).
 */
export function Support({ error }: { error: ReactNode }) {
  const [view, setView] = useState<SupportView>("total");
  const [lists, setLists] = useState<ListState>({ status: "idle" });
  const ref = useRef<HTMLElement>(null);

  // Both re-render every list: in a transition, in slices, not as one long task.
  useEffect(() => {
    if (Math.random() < MONTHLY_START_PROBABILITY) startTransition(() => setView("monthly"));
  }, []);

  useEffect(() => {
    const element = ref.current;
    if (!element || lists.status !== "idle") return;
    let cancelled = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        loadSupporters().then(
          (data) => !cancelled && startTransition(() => setLists({ status: "ready", data })),
          () => !cancelled && setLists({ status: "failed" }),
        );
      },
      // Start loading a screen ahead, so the lists are usually there by the time the reader is.
      { rootMargin: "100% 0px" },
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [lists.status]);

  const data = lists.status === "ready" ? lists.data : undefined;
  return (
    <section ref={ref} id="support" className="support" aria-labelledby="support-heading">
      <h2 id="support-heading">Support the Team</h2>
      <p>
        webpack is built by volunteers and a few paid maintainers. Donations and sponsorships pay for their time: fixing bugs, reviewing
        contributions, shipping new releases and keeping this documentation up to date.
      </p>
      <p className="support__switch">
        <label>
          <input type="checkbox" checked={view === "monthly"} onChange={(event) => setView(event.target.checked ? "monthly" : "total")} />
          Show sponsors by their average monthly amount over the last year
        </label>
      </p>
      <p className="support__date">Figures as of {formatDate(summary.dataDate)}.</p>
      {view === "monthly" && RANKS.every((rank) => summary.counts.monthly[rank] === 0) && (
        // A snapshot without last year's transactions (the seed data) has no monthly amounts: say so once.
        <p className="support__note">This sponsor data has no monthly amounts yet: untick the box above to see everyone by their total.</p>
      )}
      {lists.status === "failed" ? error : null}
      {RANKS.map((rank) => (
        <SupportRank
          key={rank}
          rank={rank}
          view={view}
          count={summary.counts[view][rank]}
          supporters={data?.ranks[view][rank].map((index) => data.supporters[index]!)}
          backerCount={summary.backerCounts[view]}
        />
      ))}
    </section>
  );
}
