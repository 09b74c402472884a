// Loads the panel on first open: a separate chunk for single-page apps' bundlers (sdk.js uses load-panel-inline.ts).
export const loadPanel = () => import('./panel/mount.js');
