import { Link } from '../../routing';
import { InfoLayout } from './InfoLayout';

export default function AboutPage() {
  return (
    <InfoLayout
      title="About Workers Commons"
      lead="A community where working people talk openly about their jobs, learn from each other, and organize, on a platform they can trust."
    >
      <h2>Why this exists</h2>
      <p>
        Most of what decides whether a job is bearable (pay, schedules, staffing, safety, how managers treat people) is
        hard to talk about at work. Workplace chat tools belong to the employer, and big social networks make money by
        watching what you do. Workers Commons is a place for those conversations that belongs to nobody but its members.
      </p>

      <h2>What you can do here</h2>
      <ul>
        <li>
          <strong>Talk shop.</strong> Ask how others handle a scheduling problem, compare pay and benefits, share what
          worked when you raised a safety issue.
        </li>
        <li>
          <strong>Organize.</strong> Find coworkers and people in the same trade, follow campaigns, and plan together in
          communities and direct messages.
        </li>
        <li>
          <strong>Stay safe.</strong> Post under a username instead of your real name, decide who sees your profile, and
          turn off direct messages whenever you like.
        </li>
      </ul>
      <p>
        The site is being built in stages. Accounts, sign-in and privacy settings are live now; the discussion feed,
        polls, communities and messages arrive in the next releases.
      </p>

      <h2>Who runs it</h2>
      <p>
        Workers Commons is run by workers and volunteers, not by an employer, a political party or an advertiser. There
        are no ads and no third-party trackers, and member data is never sold or shared for marketing. Moderators are
        members of the community; the rules they apply are public in the <Link to="/terms">terms</Link>.
      </p>

      <h2>Open source</h2>
      <p>
        All of the code behind this site is open source. Anyone can read it to check that it does what we say, suggest
        improvements, or run their own copy for their union, workplace or city. Publishing the code is part of how we
        earn your trust: you do not have to take our word for how your data is handled.
      </p>

      <h2>What this is not</h2>
      <p>
        Workers Commons is not a union and not a law firm. Conversations here are not legal advice. If you are facing
        discipline, discrimination or retaliation, talk to a union representative, a workers’ center or a lawyer. The{' '}
        <Link to="/resources">resources page</Link> lists places to start.
      </p>

      <h2>Get involved</h2>
      <p>
        <Link to="/register">Create an account</Link>, read our <Link to="/privacy-commitment">privacy commitment</Link>,
        and tell us what would make this place more useful for your workplace.
      </p>
    </InfoLayout>
  );
}
