// Zoom steps of the lightbox: 25 % steps between 50 % and 400 %.
export const MIN_ZOOM = 0.5;
export const MAX_ZOOM = 4;
const STEP = 0.25;

export const zoomIn = (zoom: number) => Math.min(MAX_ZOOM, Math.round((zoom + STEP) * 100) / 100);
export const zoomOut = (zoom: number) => Math.max(MIN_ZOOM, Math.round((zoom - STEP) * 100) / 100);
export const RESET_ZOOM = 1;
