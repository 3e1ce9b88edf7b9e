import { ANALYTICS } from "../shared/site.ts";

export interface PrivacySignals {
  production: boolean;
  /** `navigator.doNotTrack` ("1" when set; old browsers use "yes"). */
  doNotTrack: string | null | undefined;
  /** `navigator.globalPrivacyControl`. */
  globalPrivacyControl: boolean | undefined;
  /** `navigator.webdriver`: true in automated browsers, tests included. */
  webdriver: boolean;
}

/** Whether analytics may load: production only, and never when the reader (or an automated browser) says no. */
export function analyticsAllowed(signals: PrivacySignals): boolean {
  if (!signals.production || signals.webdriver || signals.globalPrivacyControl === true) return false;
  return signals.doNotTrack !== "1" && signals.doNotTrack !== "yes";
}

type Gtag = (...args: unknown[]) => void;

/** Loads the analytics script once the page is idle, if allowed. */
export function loadAnalyticsWhenIdle(): void {
  const browser = navigator as Navigator & { globalPrivacyControl?: boolean };
  const allowed = analyticsAllowed({
    production: process.env.NODE_ENV === "production",
    doNotTrack: browser.doNotTrack,
    globalPrivacyControl: browser.globalPrivacyControl,
    webdriver: browser.webdriver,
  });
  if (!allowed) return;
  const start = () => {
    const host = window as unknown as { dataLayer: unknown[]; gtag: Gtag };
    host.dataLayer = host.dataLayer ?? [];
    // gtag.js reads the arguments objects it is given, not arrays.
    host.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params
      host.dataLayer.push(arguments);
    };
    host.gtag("js", new Date());
    host.gtag("config", ANALYTICS.id, { anonymize_ip: true });
    const script = document.createElement("script");
    script.async = true;
    script.src = `${ANALYTICS.script}?id=${encodeURIComponent(ANALYTICS.id)}`;
    document.head.append(script);
  };
  if ("requestIdleCallback" in window) requestIdleCallback(start, { timeout: 10_000 });
  else setTimeout(start, 3000);
}
