import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from '../../routing';
import { BRAND_NAME } from './Brand';
import type { Footer_query$key } from './__generated__/Footer_query.graphql';

/** Links to the pages behind feature flags, shown while their flag is on. */
export function FooterFlaggedLinks({ query }: { query: Footer_query$key }) {
  const { featureFlags } = useFragment(
    graphql`
      fragment Footer_query on Query {
        featureFlags {
          publicInterestSpeech
          workerPulse
        }
      }
    `,
    query,
  );
  return (
    <>
      {featureFlags.publicInterestSpeech ? <Link to="/docs/public-interest-speech">Speaking up about work</Link> : null}
      {featureFlags.workerPulse ? <Link to="/pulse">Worker Pulse</Link> : null}
    </>
  );
}

export function Footer({ flagged }: { flagged?: ReactNode }) {
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
          {flagged}
        </nav>
        <p className="footer-copy">
          © {year} {BRAND_NAME}. Run by workers, open source, no ads, no trackers.
        </p>
      </div>
    </footer>
  );
}
