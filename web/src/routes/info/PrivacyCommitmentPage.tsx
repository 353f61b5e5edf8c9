import { Link } from '../../routing';
import { InfoLayout } from './InfoLayout';

export default function PrivacyCommitmentPage() {
  return (
    <InfoLayout
      title="Our privacy commitment"
      lead="Speaking up at work can cost people their jobs. We build Workers Commons so that the people who use it are as safe as we can make them."
    >
      <h2>Our promises</h2>
      <ol>
        <li>
          <strong>We collect as little as possible.</strong> An email address to sign in, a username of your choosing, and
          what you decide to post. No real name, phone number, employer or location is required.
        </li>
        <li>
          <strong>We never sell or share your data.</strong> No ads, no data brokers, no third-party trackers. The site
          loads nothing from other companies.
        </li>
        <li>
          <strong>Your email stays private.</strong> Other members, including people you message, never see it.
        </li>
        <li>
          <strong>Poll votes are secret.</strong> Poll results are stored only as totals. Nobody can look up how you
          voted.
        </li>
        <li>
          <strong>IP addresses are not kept.</strong> They are used briefly to stop abuse like password guessing, then
          thrown away.
        </li>
        <li>
          <strong>You control your visibility.</strong> Show your profile to everyone, to members only, or to nobody, and
          switch direct messages off whenever you want.
        </li>
        <li>
          <strong>The code is open.</strong> Anyone can check how the site handles data, and communities can run their own
          copy.
        </li>
      </ol>

      <h2>What you can do to stay safe</h2>
      <ul>
        <li>
          <strong>Use a personal device.</strong> Employers can install monitoring software on phones and computers they
          provide or manage.
        </li>
        <li>
          <strong>Use a personal email address.</strong> Work email accounts can be read by your employer, and sign-in
          links sent there would be too.
        </li>
        <li>
          <strong>Stay off work networks.</strong> Workplace Wi-Fi and VPNs can log which sites you visit. Use mobile data
          or your home connection.
        </li>
        <li>
          <strong>Pick a username that is not your name.</strong> You can still share who you are with people you trust in
          private.
        </li>
        <li>
          <strong>Think before you post details.</strong> A shift time, a team name or a photo can be enough to identify
          you or a coworker.
        </li>
        <li>
          <strong>Sign out on shared computers,</strong> and use “Sign out of all devices” in settings if you lose a phone.
        </li>
      </ul>

      <h2>If someone asks us for your data</h2>
      <p>
        We do not hand over member data to employers. If we receive a legal demand, we will check that it is valid, give
        out no more than the law requires, and tell the member affected unless the law forbids it. The less we store,
        the less there is to ask for.
      </p>

      <p>
        The full details are in the <Link to="/privacy">privacy policy</Link>.
      </p>
    </InfoLayout>
  );
}
