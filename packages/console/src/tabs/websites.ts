// The websites every Content and Form Capture view is scoped to (adminListWebsites).
import type { Schema } from '@svc/spec';
import { api, unwrap } from '../api.js';

export type Website = Schema<'AdminWebsiteList'>['websites'][number];

export const listWebsites = (): Promise<Website[]> => unwrap(api.GET('/_admin/websites')).then((r) => r.websites);
