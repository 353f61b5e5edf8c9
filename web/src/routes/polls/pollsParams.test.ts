import { describe, expect, it } from 'vitest';
import { pollsUrl, pollsVariables, readPollsParams } from './pollsParams';

describe('/polls address', () => {
  it('reads search and sort', () => {
    expect(readPollsParams(new URLSearchParams('search=%20strike%20vote&sort=newest'))).toEqual({ search: 'strike vote', sort: 'NEWEST' });
    expect(pollsVariables(new URLSearchParams(''))).toEqual({ count: 20, search: null, sort: 'POPULAR' });
  });

  it('writes only what differs from the default', () => {
    expect(pollsUrl({ search: null, sort: 'POPULAR' })).toBe('/polls');
    expect(pollsUrl({ search: 'pay', sort: 'OLDEST' })).toBe('/polls?search=pay&sort=oldest');
  });
});
