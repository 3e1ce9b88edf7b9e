import type { CSSProperties } from "react";
import "./Cube.css";

const FACES = ["front", "back", "left", "right", "top", "bottom"] as const;

/**
 * webpack's cube: an outer shell and an inner block, turned a quarter (90°)
 * further for every step. Purely decorative. Its size and first turn are in
 * its CSS, so the prerendered HTML carries no `style` attribute (the
 * Content-Security-Policy allows none but the pages' own, see
 * `src/node/site/inline-content.ts`); later turns are set from the browser
 * (a style property, which the policy does not restrict).
 */
export function Cube({ turns }: { turns: number }) {
  const turned = turns ? ({ "--cube-turns": turns } as CSSProperties) : undefined;
  return (
    <div className="cube" aria-hidden="true">
      <div className="cube__body" style={turned} data-turns={turns}>
        {FACES.map((face) => (
          <div key={`outer-${face}`} className={`cube__face cube__face--outer cube__face--${face}`} />
        ))}
        {FACES.map((face) => (
          <div key={`inner-${face}`} className={`cube__face cube__face--inner cube__face--${face}`} />
        ))}
      </div>
    </div>
  );
}
