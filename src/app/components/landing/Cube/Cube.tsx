import type { CSSProperties } from "react";
import "./Cube.css";

const FACES = ["front", "back", "left", "right", "top", "bottom"] as const;

/**
 * webpack's cube: an outer shell and an inner block, `depth` pixels wide,
 * turned a quarter (90°) further for every step. Purely decorative.
 */
export function Cube({ depth, turns }: { depth: number; turns: number }) {
  const style = { "--cube-depth": `${depth}px` } as CSSProperties;
  return (
    <div className="cube" style={style} aria-hidden="true">
      <div className="cube__body" style={{ transform: `rotateX(-33.5deg) rotateY(${45 + turns * 90}deg)` }} data-turns={turns}>
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
