import { DRAWER_WIDTH, OPENER_DRAG_LIMIT, SWIPE_MAX_SLOPE, SWIPE_THRESHOLD } from "../../../../shared/site.ts";

/**
 * The drawer's touch maths, free of the DOM. `dx`/`dy` are the finger's
 * movement since the touch started (right and down positive). Each function
 * returns how far the panel is dragged out of its resting place (px), or null
 * when this movement is not a drag the panel follows (then it keeps its last
 * position).
 */

const horizontal = (distance: number, dy: number) => Math.abs(dy / distance) < SWIPE_MAX_SLOPE;

/** Dragging the closed drawer out from the left edge: rightwards, under the opener limit, mostly horizontal. */
export function openingDrag(dx: number, dy: number): number | null {
  return dx > 0 && dx < OPENER_DRAG_LIMIT && horizontal(dx, dy) ? dx : null;
}

/** Dragging the open drawer back: leftwards, mostly horizontal; the panel moves at most its width. */
export function closingDrag(dx: number, dy: number): number | null {
  const distance = -dx;
  return distance > 0 && horizontal(distance, dy) ? Math.min(distance, DRAWER_WIDTH) : null;
}

/** On release: a drag of more than the threshold completes (opens or closes), a shorter one snaps back. */
export function completes(drag: number): boolean {
  return drag > SWIPE_THRESHOLD;
}
