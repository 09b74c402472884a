// sdk.js is one file: the panel code is in it, but only rendered on first open.
import * as panel from './panel/mount.js';

export const loadPanel = () => Promise.resolve(panel);
