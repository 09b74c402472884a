import { scenario } from './scenario.js';

scenario(5);
