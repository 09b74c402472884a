// The widget's one network dependency: the Engage browser client.
export { createEngageClient } from './interim-engage.js';
