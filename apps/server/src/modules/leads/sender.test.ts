import { describe, expect, it } from 'vitest';
import { senderKey } from './sender';

describe('senderKey', () => {
  it('keeps an IPv4 address whole', () => {
    expect(senderKey('198.51.100.7')).toBe('198.51.100.7');
    expect(senderKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    const key = '2001:db8:1:2::/64';
    for (const ip of [
      '2001:db8:1:2::1',
      '2001:0db8:0001:0002:aaaa:bbbb:cccc:dddd',
      '2001:DB8:1:2:ffff::',
      '2001:db8:1:2::1%eth0',
    ]) {
      expect(senderKey(ip), ip).toBe(key);
    }
    expect(senderKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(senderKey('::1')).toBe('0:0:0:0::/64');
    expect(senderKey('fe80::1:2:3:4')).toBe('fe80:0:0:0::/64');
  });
});
