// Where to go after login or registration. Guards send guests to /register?next=<origin>;
// only same-site paths are accepted so the parameter cannot become an open redirect.

const AUTH_PAGES = ['/login', '/register', '/verify-magic-link', '/forgot-password', '/reset-password', '/setup-password'];

export function safeReturnPath(next: string | null | undefined, fallback = '/'): string {
  if (!next) return fallback;
  const value = next.trim();
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if (/[\u0000-\u001f]/.test(value)) return fallback;
  const pathname = value.split(/[?#]/)[0];
  if (AUTH_PAGES.includes(pathname)) return fallback;
  return value;
}

/** `/register?next=...` (or /login) for the given origin path. */
export function authPathWithReturn(authPath: '/register' | '/login', origin: string | null | undefined): string {
  const next = safeReturnPath(origin, '');
  return next && next !== '/' ? `${authPath}?next=${encodeURIComponent(next)}` : authPath;
}
