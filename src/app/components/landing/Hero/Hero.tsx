import { usePrefersReducedMotion, useTicker } from "../../../hooks/motion.ts";
import { Cube } from "../Cube/Cube.tsx";
import { RotatingWord } from "../RotatingWord/RotatingWord.tsx";
import "./Hero.css";

/** What webpack bundles, one word at a time. */
export const HERO_WORDS = ["assets", "scripts", "images", "styles"] as const;
/** The word (and the cube) change after this delay, then again at this interval. */
export const HERO_STEP_MS = 5000;

/**
 * The landing page's hero: the cube and "bundle your …", both moving on one
 * clock and both still for readers who ask for reduced motion.
 */
export function Hero({ title }: { title: string }) {
  const still = usePrefersReducedMotion();
  const step = useTicker(HERO_STEP_MS, !still);
  return (
    <section className="hero" aria-labelledby="hero-title">
      <Cube turns={step} />
      <div className="hero__text">
        <h1 id="hero-title" className="hero__title">
          {title}
        </h1>
        <p className="hero__tagline">
          bundle your <RotatingWord words={HERO_WORDS} step={step} />
        </p>
      </div>
    </section>
  );
}
