import { useEffect, useState } from "react";
import "./OfflineBanner.css";

/**
 * A strip shown while the browser is offline. The status region is always
 * there (empty while online) so screen readers announce the change.
 */
export function OfflineBanner() {
  const [offline, setOffline] = useState(false);
  useEffect(() => {
    const update = () => setOffline(!navigator.onLine);
    update();
    window.addEventListener("online", update);
    window.addEventListener("offline", update);
    return () => {
      window.removeEventListener("online", update);
      window.removeEventListener("offline", update);
    };
  }, []);
  return (
    <div className="offline" role="status">
      {offline && <p className="offline__text">You are offline: pages you have not visited yet and some features may not work.</p>}
    </div>
  );
}
