import { Link } from "../../../router.tsx";
import { useEffect, useState } from "react";
import { NOTIFICATION_KEY, NOTIFICATION_VERSION, readStored, storageWorks, store } from "../../../../shared/preferences.ts";
import { V4_SITE_URL } from "../../../../shared/site.ts";
import "./NotificationBar.css";

/**
 * The site notice. Dismissing it stores its version; it stays hidden while
 * that version is stored (the head script hides it before first paint, so a
 * reader who closed it never sees it flash). The close button appears only
 * when local storage works: a dismissal that cannot be remembered would
 * return on the next page.
 */
export function NotificationBar() {
  const [dismissed, setDismissed] = useState(false);
  const [canDismiss, setCanDismiss] = useState(false);
  useEffect(() => {
    setDismissed(readStored(NOTIFICATION_KEY) === NOTIFICATION_VERSION);
    setCanDismiss(storageWorks());
  }, []);
  if (dismissed) return null;
  return (
    <aside className="notification" aria-label="Notice">
      <p className="notification__text">
        You are reading the documentation of webpack 5. Still on webpack 4? Read the <a href={V4_SITE_URL}>webpack 4 documentation</a>, or move up
        with the <Link to="/migrate/5/">migration guide</Link>.
      </p>
      {canDismiss && (
        <button
          type="button"
          className="notification__close icon-button"
          aria-label="Dismiss notice"
          onClick={() => {
            store(NOTIFICATION_KEY, NOTIFICATION_VERSION);
            setDismissed(true);
          }}
        >
          <svg aria-hidden="true" width="14" height="14" viewBox="0 0 14 14">
            <path d="M2 2l10 10M12 2 2 12" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      )}
    </aside>
  );
}
