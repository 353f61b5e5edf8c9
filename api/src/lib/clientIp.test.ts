import { describe, expect, it } from 'vitest';
import type { IncomingMessage } from 'node:http';
import { clientIp } from './clientIp.ts';
import { loadConfig } from '../config.ts';

const request = (peer: string, forwardedFor?: string) =>
  ({ socket: { remoteAddress: peer }, headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor } }) as unknown as IncomingMessage;

describe('clientIp', () => {
  it('without trusted proxies is the socket peer, whatever X-Forwarded-For claims', () => {
    expect(clientIp(request('203.0.113.9', '10.0.0.1'), 0)).toBe('203.0.113.9');
  });

  it('behind one proxy is the address the proxy appended (the rightmost), not what the client wrote before it', () => {
    expect(clientIp(request('10.1.1.1', '198.51.100.7'), 1)).toBe('198.51.100.7');
    expect(clientIp(request('10.1.1.1', 'forged-1, 6.6.6.6, 198.51.100.7'), 1)).toBe('198.51.100.7');
  });

  it('behind N proxies is the Nth address from the right', () => {
    // client -> CDN (appends the client) -> balancer (appends the CDN) -> app
    expect(clientIp(request('10.1.1.1', 'forged, 198.51.100.7, 192.0.2.44'), 2)).toBe('198.51.100.7');
    expect(clientIp(request('10.1.1.1', '198.51.100.7,192.0.2.44'), 2)).toBe('198.51.100.7');
  });

  it('takes the leftmost entry when there are fewer than the proxies, and the peer when there is none', () => {
    expect(clientIp(request('10.1.1.1', '198.51.100.7'), 3)).toBe('198.51.100.7');
    expect(clientIp(request('10.1.1.1'), 1)).toBe('10.1.1.1');
    expect(clientIp(request('10.1.1.1', ' , '), 1)).toBe('10.1.1.1');
  });
});

describe('TRUST_PROXY', () => {
  it('is a number of proxies; true/yes mean one and false/no none; 0 by default', () => {
    expect(loadConfig({}).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'yes' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(0);
    expect(() => loadConfig({ TRUST_PROXY: 'maybe' })).toThrow(/^Invalid environment variable TRUST_PROXY: /);
    expect(() => loadConfig({ TRUST_PROXY: '-1' })).toThrow(/TRUST_PROXY/);
  });
});
