// sdk.js: the script-tag build of the widget.
import { boot } from './boot.js';
import { createEngageClient } from './client.js';

boot(createEngageClient);
