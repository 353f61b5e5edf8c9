import { describe, expect, it } from 'vitest';
import { authPathWithReturn, safeReturnPath } from './returnTo';

describe('safeReturnPath', () => {
  it('accepts same-site paths with query and hash', () => {
    expect(safeReturnPath('/settings')).toBe('/settings');
    expect(safeReturnPath('/messages/12?x=1#end')).toBe('/messages/12?x=1#end');
  });

  it('rejects absolute, protocol-relative and odd values', () => {
    expect(safeReturnPath('https://evil.example')).toBe('/');
    expect(safeReturnPath('//evil.example')).toBe('/');
    expect(safeReturnPath('/\\evil.example')).toBe('/');
    expect(safeReturnPath('javascript:alert(1)')).toBe('/');
    expect(safeReturnPath('/a\nb')).toBe('/');
    expect(safeReturnPath(null)).toBe('/');
    expect(safeReturnPath('')).toBe('/');
  });

  it('does not return to auth pages', () => {
    expect(safeReturnPath('/login?next=/settings')).toBe('/');
    expect(safeReturnPath('/register', '/home')).toBe('/home');
  });
});

describe('authPathWithReturn', () => {
  it('remembers the origin in the next parameter', () => {
    expect(authPathWithReturn('/register', '/settings')).toBe('/register?next=%2Fsettings');
    expect(authPathWithReturn('/login', '/messages/3?x=1')).toBe('/login?next=%2Fmessages%2F3%3Fx%3D1');
  });

  it('omits next for home and unsafe origins', () => {
    expect(authPathWithReturn('/register', '/')).toBe('/register');
    expect(authPathWithReturn('/register', '//evil')).toBe('/register');
  });
});
