import { Link } from 'react-router-dom';

export const BRAND_NAME = 'Workers Commons';
export const BRAND_TAGLINE = 'Talk shop. Organize. Stay safe.';

export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg className="logo-mark" width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="currentColor" />
      <path d="M8 11h16M8 16h16M8 21h10" stroke="var(--color-on-brand)" strokeWidth="2.6" strokeLinecap="round" />
      <circle cx="23" cy="21" r="2.2" fill="var(--color-on-brand)" />
    </svg>
  );
}

export function Brand() {
  return (
    <Link to="/" className="brand" aria-label={`${BRAND_NAME} home`}>
      <LogoMark />
      <span className="brand-text">
        <span className="brand-name">{BRAND_NAME}</span>
        <span className="brand-tagline">{BRAND_TAGLINE}</span>
      </span>
    </Link>
  );
}
