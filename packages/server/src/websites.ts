// Websites: the owner of Content collections and of a Form Capture site, with members and their access.
import type { Deps } from './deps.js';
import { iso } from './ports/clock.js';
import type { Row, Table } from './ports/store.js';

/** manage: website management; publish: publishing (Live content); leads: may be assigned leads. @public */
export type WebsiteRole = 'manage' | 'publish' | 'leads';

/** @public */
export interface WebsiteMember {
  sub: string;
  name: string;
  roles: WebsiteRole[];
}

/** @public */
export interface Website extends Row {
  name: string;
  members: WebsiteMember[];
  createdAt: string;
  /** Owned by the content area. */
  content: { enabled: boolean; allowedOrigins: string[] };
  /** Owned by the capture area; absent until a Form Capture site is configured. */
  capture?: Record<string, unknown>;
}

export const WEBSITES_TABLE = 'websites';

export function websitesTable(deps: Pick<Deps, 'store'>): Table<Website> {
  return deps.store.table<Website>(WEBSITES_TABLE);
}

export function createWebsite(
  deps: Pick<Deps, 'store' | 'ids' | 'clock'>,
  input: { name: string; members: WebsiteMember[]; id?: string },
): Website {
  return websitesTable(deps).set({
    id: input.id ?? deps.ids.next('web'),
    name: input.name,
    members: input.members,
    createdAt: iso(deps.clock.now()),
    content: { enabled: true, allowedOrigins: [] },
  });
}

/** Whether `sub` holds `role` on the website, read from the stored record. */
export function hasRole(website: Website, sub: string | undefined, role: WebsiteRole): boolean {
  return !!sub && website.members.some((m) => m.sub === sub && m.roles.includes(role));
}
