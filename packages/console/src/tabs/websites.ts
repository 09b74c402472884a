// The websites every Content and Form Capture view is scoped to (adminListWebsites).
import { call } from '../api.js';

export interface Website {
  id: string;
  name: string;
}

export const listWebsites = () => call<{ websites: Website[] }>('GET', '/_admin/websites').then((r) => r.websites);
