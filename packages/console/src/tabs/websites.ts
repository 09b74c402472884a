// The websites every Content and Form Capture view is scoped to (adminListWebsites).
import type { Ok } from '../api.js';
import { call } from '../api.js';

export type Website = Ok<'adminListWebsites'>['websites'][number];

export const listWebsites = () => call<Ok<'adminListWebsites'>>('GET', '/_admin/websites').then((r) => r.websites);
