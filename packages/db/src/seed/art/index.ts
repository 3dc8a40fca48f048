/**
 * Demo pictures drawn by code (ARCHITECTURE.md, "Images"): calm still lifes of
 * the shop's products with a plant beside them, as SVG. Pure and
 * deterministic: the same spec gives the same picture.
 */
export type { Art, Aspect } from './render.ts';
export { ART_SIZES, renderArt } from './render.ts';
