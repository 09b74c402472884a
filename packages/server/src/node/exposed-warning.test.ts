import { describe, expect, it } from 'vitest';
import { exposedWarning } from './exposed-warning.js';
import { adminAccessFor } from './http-server.js';

describe('the warning printed when listening on a non-loopback address', () => {
  it('names the address, says /_admin needs the token, and prints a generated token once', () => {
    const access = adminAccessFor('0.0.0.0', undefined);
    const text = exposedWarning('0.0.0.0', { adminToken: access.token, adminTokenGenerated: access.generated });
    expect(text).toContain('WARNING: listening on 0.0.0.0');
    expect(text).toContain(`Authorization: Bearer ${access.token!}`);
    expect(text.split(access.token!)).toHaveLength(2);
  });

  it('never prints a token the user chose', () => {
    const text = exposedWarning('192.168.1.20', { adminToken: 'chosen-by-the-user-123', adminTokenGenerated: false });
    expect(text).not.toContain('chosen-by-the-user-123');
    expect(text).toContain('--admin-token or SVC_ADMIN_TOKEN');
  });
});
