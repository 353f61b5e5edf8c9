import { Link } from '../../routing';
import { InfoLayout } from './InfoLayout';

export default function TermsPage() {
  return (
    <InfoLayout
      title="Terms of use"
      lead="The ground rules that keep Workers Commons useful and safe. Short version: be honest, be decent, protect each other."
    >
      <h2>Who can join</h2>
      <p>
        Anyone who works, has worked, or wants to support working people can join, if they are old enough to work where
        they live. One account per person. Keep your sign-in details to yourself.
      </p>

      <h2>Community rules</h2>
      <ul>
        <li>
          <strong>No harassment or hate.</strong> Criticise bosses, companies and policies as much as you like; do not
          attack people for who they are.
        </li>
        <li>
          <strong>Do not expose people.</strong> No posting someone’s private information (home address, phone number,
          private messages, immigration status) without their permission. This includes coworkers and managers.
        </li>
        <li>
          <strong>No threats or calls for violence.</strong>
        </li>
        <li>
          <strong>No spam, scams or undisclosed promotion,</strong> including union-busting consultants posing as workers.
        </li>
        <li>
          <strong>No sexual content involving anyone who has not consented, and none involving minors, ever.</strong>
        </li>
        <li>
          <strong>Be truthful.</strong> Share experiences and opinions honestly; do not impersonate other people or
          organizations.
        </li>
      </ul>

      <h2>Your content</h2>
      <p>
        You keep the rights to what you post. By posting, you allow Workers Commons to show it on the site. Public posts
        can be read by anyone. You can delete your posts and comments.
      </p>

      <h2>Moderation</h2>
      <p>
        Members can report posts, comments and accounts. Admins review reports and may remove content, issue warnings, or
        suspend accounts that break these rules. Records of warnings and bans are kept so decisions are consistent and can
        be reviewed. If you think a decision was wrong, contact the admins.
      </p>

      <h2>Not legal advice</h2>
      <p>
        Discussions here are between workers sharing experience. They are not legal advice, and Workers Commons is not a
        union. For your specific situation, talk to a union, a workers’ center or a lawyer. See{' '}
        <Link to="/resources">resources</Link>.
      </p>

      <h2>The service</h2>
      <p>
        Workers Commons is run by volunteers and provided as it is. We work to keep it available and secure but cannot
        promise it will never be down. We may change these terms; significant changes will be announced on the site
        before they take effect.
      </p>

      <p>
        How we handle your data is described in the <Link to="/privacy">privacy policy</Link>.
      </p>
    </InfoLayout>
  );
}
