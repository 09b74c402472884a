import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ipv6Bytes, isIPv4, isIPv6, isIpAddress, publicAddress } from './ip.js';

describe('IP literal validation', () => {
  it('accepts dotted-quad IPv4 and refuses leading zeros, out-of-range octets and other shapes', () => {
    for (const ok of ['0.0.0.0', '8.8.8.8', '255.255.255.255', '203.0.113.7']) expect(isIPv4(ok)).toBe(true);
    for (const bad of ['256.1.1.1', '1.2.3', '1.2.3.4.5', '01.2.3.4', '1.2.3.4 ', ' 1.2.3.4', '1..3.4', 'a.b.c.d', '']) {
      expect(isIPv4(bad), bad).toBe(false);
    }
  });

  it('accepts every RFC 4291 IPv6 text form and refuses malformed ones', () => {
    for (const ok of [
      '::',
      '::1',
      '1::',
      '2001:db8::1',
      '2001:0db8:0000:0000:0000:ff00:0042:8329',
      '::ffff:192.0.2.1',
      '64:ff9b::192.0.2.33',
      'FE80::1',
    ]) {
      expect(isIPv6(ok), ok).toBe(true);
    }
    for (const bad of [
      ':::',
      '1:::2',
      '1::2::3',
      '12345::',
      '1:2:3:4:5:6:7:8:9',
      '1:2:3:4:5:6:7',
      'fe80::1%eth0',
      '[::1]',
      '1.2.3.4::',
      'g::1',
      ':1::',
      '',
    ]) {
      expect(isIPv6(bad), bad).toBe(false);
    }
  });

  it('accepts every address fast-check generates in either family', () => {
    fc.assert(
      fc.property(fc.oneof(fc.ipV4(), fc.ipV6()), (ip) => {
        expect(isIpAddress(ip)).toBe(true);
      }),
    );
  });

  it('refuses arbitrary strings that are not addresses', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 50 }), (text) => {
        if (isIpAddress(text)) expect(text).toMatch(/^[0-9a-fA-F:.]+$/);
      }),
    );
  });

  it('expands IPv6 to 16 bytes', () => {
    expect(ipv6Bytes('::ffff:1.2.3.4')).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 255, 255, 1, 2, 3, 4]);
    expect(ipv6Bytes('2001:db8::1')).toEqual([0x20, 0x01, 0x0d, 0xb8, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
  });

  it('private, loopback, documentation and other reserved addresses have no public address', () => {
    const reserved = ['10.1.2.3', '127.0.0.1', '172.16.5.4', '192.168.1.1', '203.0.113.7', '100.64.0.1', '169.254.1.1', '224.0.0.1'];
    reserved.push('::1', '::', 'fe80::1', 'fd00::1', '2001:db8::1', 'ff02::1', '::ffff:192.168.0.1');
    for (const address of reserved) {
      expect(publicAddress(address), address).toBeUndefined();
    }
    expect(publicAddress('8.8.8.8')).toBe('8.8.8.8');
    expect(publicAddress('172.32.0.1')).toBe('172.32.0.1');
    expect(publicAddress('2a00:1450:4009:81f::200e')).toBe('2a00:1450:4009:81f::200e');
    expect(publicAddress('::ffff:8.8.8.8')).toBe('8.8.8.8');
    expect(publicAddress('not an ip')).toBeUndefined();
  });
});
