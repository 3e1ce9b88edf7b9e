/**
 * The landing page's own chunk: the parts only "/" needs. It imports nothing
 * from the main bundle but React, so webpack can keep the main bundle's
 * modules concatenated (smaller) for every other page.
 */
export { Hero } from "../Hero/Hero.tsx";
export { SponsorBanner } from "../SponsorBanner/SponsorBanner.tsx";
export { WhenIdle } from "./when-idle.tsx";
