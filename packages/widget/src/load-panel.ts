// Loads the panel on first open: a separate chunk for single-page apps' bundlers (sdk.js imports its own panel file
// by URL: load-panel-chunk.ts).
export const loadPanel = () => import('./panel/mount.js');
