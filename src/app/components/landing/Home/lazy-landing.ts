import { lazy, type ComponentType } from "react";
import type * as Landing from "./landing.ts";
import { loadOrReload } from "../../../data/stale-build.ts";

/**
 * The landing page's parts live in their own chunk, so docs pages do not
 * download them. The prerender and the browser load the chunk before
 * rendering "/" (`preloadLanding`); the lazy parts then resolve synchronously,
 * so the static HTML is complete and hydration matches it. After a client-side
 * navigation to "/" they load like any lazy component.
 */
let landing: typeof Landing | undefined;

export function preloadLanding(): Promise<void> {
  return loadOrReload(() => import(/* webpackChunkName: "home" */ "./landing.ts")).then((module) => {
    landing = module;
  });
}

/** A thenable that calls back at once: React.lazy then sees an already-loaded module and does not suspend. */
function resolved<T>(value: T): Promise<T> {
  return { then: (onFulfilled: (value: T) => unknown) => onFulfilled(value) } as unknown as Promise<T>;
}

function lazyPart<P extends object>(pick: (module: typeof Landing) => ComponentType<P>) {
  return lazy(() => (landing ? resolved({ default: pick(landing) }) : preloadLanding().then(() => ({ default: pick(landing!) }))));
}

export const LazyHero = lazyPart((module) => module.Hero);
export const LazySponsorBanner = lazyPart((module) => module.SponsorBanner);
export const LazySupport = lazyPart((module) => module.Support);
export const LazyWhenIdle = lazyPart((module) => module.WhenIdle);
