// sdk.js is one file: the panel code is in it, but only rendered on first open.
import { createEngageClient, mountPanel } from './panel/mount.js';

export const loadPanel = () => Promise.resolve({ createEngageClient, mountPanel });
