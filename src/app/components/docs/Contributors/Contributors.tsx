import { useEffect, useRef, useState } from "react";
import { CONTRIBUTORS_POLL_MS, avatarUrl } from "../../../../shared/site.ts";
import "./Contributors.css";

/** The page's authors; their avatars are requested only once the list has been in view. */
export function Contributors({ users }: { users: string[] }) {
  const ref = useRef<HTMLElement>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    if (seen) return;
    const check = () => {
      const box = ref.current?.getBoundingClientRect();
      if (box && box.top < window.innerHeight && box.bottom > 0) setSeen(true);
    };
    const timer = window.setInterval(check, CONTRIBUTORS_POLL_MS);
    return () => window.clearInterval(timer);
  }, [seen]);

  return (
    <section ref={ref} className="contributors" aria-labelledby="contributors-heading">
      <h2 id="contributors-heading">
        {users.length} {users.length === 1 ? "Contributor" : "Contributors"}
      </h2>
      <ul className="contributors__list">
        {users.map((user) => (
          <li key={user}>
            <a href={`https://github.com/${user}`} target="_blank" rel="noopener noreferrer" title={user}>
              {seen ? <img src={avatarUrl(user)} alt="" width={45} height={45} /> : <span className="contributors__stand-in" />}
              <span className="visually-hidden">{user} on GitHub (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
