// The client's address, for rate limits only. Directly reachable (TRUST_PROXY=0) it is the
// socket's peer. Behind N proxies (TRUST_PROXY=N) it is the address the outermost of them saw:
// each proxy appends the address it was called from to X-Forwarded-For, so the Nth entry from the
// right was written by a proxy we trust; entries further left are whatever the client claimed.
import type { IncomingMessage } from 'node:http';

export function clientIp(req: IncomingMessage, trustedProxyHops: number): string {
  const peer = req.socket.remoteAddress ?? 'unknown';
  if (trustedProxyHops <= 0) return peer;
  const header = req.headers['x-forwarded-for'];
  const chain = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  // Fewer entries than proxies: the request skipped the outer ones, and the leftmost is the
  // address the first proxy it met saw.
  return chain[Math.max(0, chain.length - trustedProxyHops)] ?? peer;
}
