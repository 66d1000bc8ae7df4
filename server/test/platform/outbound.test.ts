import { describe, expect, it } from 'vitest';
import { Outbound } from '../../src/platform/outbound';

describe('Outbound.isAllowedAddress', () => {
  it('refuses private, loopback and IPv4-compatible IPv6 addresses, and reaches public ones', () => {
    const outbound = new Outbound({ allowedPrivate: [], timeoutMs: 1000 });
    for (const address of ['127.0.0.1', '10.1.2.3', '169.254.169.254', '::1', '::', '::7f00:1', '::ffff:127.0.0.1', '::808:808'])
      expect(outbound.isAllowedAddress(address), address).toBe(false);
    for (const address of ['8.8.8.8', '2606:4700:4700::1111']) expect(outbound.isAllowedAddress(address), address).toBe(true);
  });

  it('still reaches a private address the operator allowed, IPv6 loopback included', () => {
    const outbound = new Outbound({ allowedPrivate: ['::1', '10.0.0.0/8'], timeoutMs: 1000 });
    expect(outbound.isAllowedAddress('::1')).toBe(true);
    expect(outbound.isAllowedAddress('10.9.8.7')).toBe(true);
    expect(outbound.isAllowedAddress('::7f00:1')).toBe(false);
  });
});
