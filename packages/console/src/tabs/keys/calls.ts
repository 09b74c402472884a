// The admin operations on a website's Content and Form Capture keys, acting as a member of the website.
import type { Schema } from '@svc/spec';
import { api, identity, unwrap } from '../../api.js';

export type Key = Schema<'AdminContentKeyList'>['keys'][number] | Schema<'AdminCaptureKeyList'>['keys'][number];
export type Environment = Schema<'EnvironmentName'>;

/** The identity the key operations act as: a member of the website. */
const who = () => ({ 'X-Identity-Sub': identity.sub });

/** What the console does with a website's keys of one family. */
interface KeyCalls {
  list(websiteId: string): Promise<Key[]>;
  /** Issues a key and answers its plaintext (shown once). */
  issue(websiteId: string, environment: Environment): Promise<string>;
  revoke(keyId: string, emergency: boolean): Promise<unknown>;
}

export const KEY_CALLS: Record<'content' | 'capture', KeyCalls> = {
  content: {
    list: (websiteId) =>
      unwrap(api.GET('/_admin/content/websites/{websiteId}/keys', { params: { path: { websiteId } }, headers: who() })).then((r) => r.keys),
    issue: (websiteId, environment) =>
      unwrap(
        api.POST('/_admin/content/websites/{websiteId}/keys', {
          params: { path: { websiteId }, header: who() },
          body: { environment, label: 'Test console' },
        }),
      ).then((r) => r.plaintext),
    revoke: (keyId) => unwrap(api.POST('/_admin/content/keys/{keyId}/revoke', { params: { path: { keyId }, header: who() } })),
  },
  capture: {
    list: (websiteId) =>
      unwrap(api.GET('/_admin/capture/websites/{websiteId}/keys', { params: { path: { websiteId } }, headers: who() })).then((r) => r.keys),
    issue: (websiteId, environment) =>
      unwrap(
        api.POST('/_admin/capture/websites/{websiteId}/keys', {
          params: { path: { websiteId } },
          headers: who(),
          body: { environment, label: 'Test console' },
        }),
      ).then((r) => r.plaintext),
    revoke: (keyId, emergency) =>
      unwrap(api.POST('/_admin/capture/keys/{keyId}/revoke', { params: { path: { keyId } }, headers: who(), body: { emergency } })),
  },
};

/** Form Capture only: stages a replacement of a current key (its plaintext answered, shown once). */
export const stageReplacement = (keyId: string): Promise<string> =>
  unwrap(
    api.POST('/_admin/capture/keys/{keyId}/replacement', { params: { path: { keyId } }, headers: who(), body: { label: 'Test console' } }),
  ).then((r) => r.plaintext);

/** Form Capture only: makes a staged key the current one. */
export const promote = (keyId: string) =>
  unwrap(api.POST('/_admin/capture/keys/{keyId}/promote', { params: { path: { keyId } }, headers: who() }));
