import { scenario } from './scenario.js';

scenario(8);
