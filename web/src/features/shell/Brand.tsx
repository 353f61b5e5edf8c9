import { Link } from '../../routing';

export const BRAND_NAME = 'Workers Commons';
export const BRAND_TAGLINE = 'Talk shop. Organize. Stay safe.';

export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg className="logo-mark" width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      {/* A speech bubble with a W: not three bars, which read as a menu button. */}
      <path d="M8 3h16a5 5 0 0 1 5 5v12a5 5 0 0 1-5 5H14l-6 5v-5a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5z" fill="currentColor" />
      <path
        d="M8.5 9.5l2.8 9 4.7-7 4.7 7 2.8-9"
        fill="none"
        stroke="var(--color-on-brand)"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function Brand() {
  return (
    // Named by its visible text (WCAG 2.5.3: a voice user says what they see).
    <Link to="/" className="brand">
      <LogoMark />
      <span className="brand-text">
        <span className="brand-name">{BRAND_NAME}</span>
        <span className="brand-tagline">{BRAND_TAGLINE}</span>
      </span>
    </Link>
  );
}
