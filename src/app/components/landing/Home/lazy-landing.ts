import { lazy, type ComponentType } from "react";
import type * as Landing from "./landing.ts";
import type * as SupportModule from "../Support/Support.tsx";
import { loadOrReload } from "../../../data/stale-build.ts";

/**
 * The landing page's parts live in chunks of their own, so docs pages do not
 * download them: the hero and what hydrates with it (`home`), and Support the
 * Team (`support`), which hydrates once the browser is idle (when-idle.tsx) and
 * so is no part of the first visit's script either. The prerender loads both
 * before rendering "/", the browser the first one; a loaded chunk's parts
 * resolve synchronously, so the static HTML is complete and hydration matches
 * it. After a client-side navigation to "/" they load like any lazy component.
 */
function chunk<Module>(load: () => Promise<Module>) {
  let loaded: Module | undefined;
  const preload = () =>
    loadOrReload(load).then((module) => {
      loaded = module;
    });
  /** A thenable that calls back at once: React.lazy then sees an already-loaded module and does not suspend. */
  const resolved = <T>(value: T) => ({ then: (onFulfilled: (value: T) => unknown) => onFulfilled(value) }) as unknown as Promise<T>;
  const part = <P extends object>(pick: (module: Module) => ComponentType<P>) =>
    lazy(() => (loaded ? resolved({ default: pick(loaded) }) : preload().then(() => ({ default: pick(loaded!) }))));
  return { preload, part };
}

const home = chunk<typeof Landing>(() => import(/* webpackChunkName: "home" */ "./landing.ts"));
const support = chunk<typeof SupportModule>(() => import(/* webpackChunkName: "support" */ "../Support/Support.tsx"));

/** The chunk the landing page hydrates with. */
export const preloadLanding = home.preload;
/** Every chunk of the landing page, for the prerender. */
export const preloadWholeLanding = () => Promise.all([home.preload(), support.preload()]).then(() => undefined);

export const LazyHero = home.part((module) => module.Hero);
export const LazySponsorBanner = home.part((module) => module.SponsorBanner);
export const LazyWhenIdle = home.part((module) => module.WhenIdle);
export const LazySupport = support.part((module) => module.Support);
