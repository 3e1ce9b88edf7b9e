import { useEffect, useState } from "react";
import { useLocation } from "../../../router.tsx";
import { CURRENT_VERSION, V4_SITE_URL } from "../../../../shared/site.ts";
import "./VersionSelect.css";

/**
 * Chooses the documentation version. 5 is this site; choosing 4 shows a
 * spinner and leaves for the same path on the webpack 4 site.
 */
export function VersionSelect() {
  const { pathname } = useLocation();
  const [leaving, setLeaving] = useState(false);
  // Coming back through the history cache: this page is webpack 5 again.
  useEffect(() => {
    const onShow = () => setLeaving(false);
    window.addEventListener("pageshow", onShow);
    return () => window.removeEventListener("pageshow", onShow);
  }, []);
  return (
    <div className="version">
      <select
        className="version__select"
        aria-label="webpack version"
        value={leaving ? "4" : CURRENT_VERSION}
        onChange={(event) => {
          if (event.target.value === CURRENT_VERSION) return;
          setLeaving(true);
          window.location.href = V4_SITE_URL + pathname;
        }}
      >
        <option value="5">webpack 5</option>
        <option value="4">webpack 4</option>
      </select>
      <span className="version__status" role="status">
        {leaving && (
          <>
            <span className="version__spinner" aria-hidden="true" />
            <span className="visually-hidden">Loading the webpack 4 documentation…</span>
          </>
        )}
      </span>
    </div>
  );
}
