import { Link } from 'react-router-dom';
import { BRAND_NAME } from './Brand';

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="footer">
      <div className="footer-inner">
        <nav aria-label="Site information" className="footer-links">
          <Link to="/about">About</Link>
          <Link to="/resources">Resources</Link>
          <Link to="/channels">Channels</Link>
          <Link to="/privacy-commitment">Privacy commitment</Link>
          <Link to="/privacy">Privacy policy</Link>
          <Link to="/terms">Terms</Link>
        </nav>
        <p className="footer-copy">
          © {year} {BRAND_NAME}. Run by workers, open source, no ads, no trackers.
        </p>
      </div>
    </footer>
  );
}
