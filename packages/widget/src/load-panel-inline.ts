// sdk.js is one file: the panel code is in it, but only rendered on first open.
import { mountPanel } from './panel/mount.js';

export const loadPanel = () => Promise.resolve({ mountPanel });
