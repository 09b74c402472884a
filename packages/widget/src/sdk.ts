// sdk.js: the script-tag build of the widget.
import { boot } from './boot.js';
import { createEngagePort } from './client.js';

boot(createEngagePort);
