import { Link } from '../../routing';
import { InfoLayout } from './InfoLayout';

export default function PrivacyPage() {
  return (
    <InfoLayout
      title="Privacy policy"
      lead="Exactly what Workers Commons stores about you, who can see it, and what you can do about it."
    >
      <h2>What we store</h2>
      <table className="data-table">
        <caption className="visually-hidden">Data we store and why</caption>
        <thead>
          <tr>
            <th scope="col">Data</th>
            <th scope="col">Why</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>Your email address</td>
            <td>To sign you in (magic links, password resets) and to send the emails you chose in your settings.</td>
          </tr>
          <tr>
            <td>Your username and display name</td>
            <td>So other members can recognise your posts and message you. Neither has to be your real name.</td>
          </tr>
          <tr>
            <td>A hash of your password</td>
            <td>
              To check your password when you log in. We never store the password itself, so nobody here can read it. If
              you only use magic links, there is no password at all.
            </td>
          </tr>
          <tr>
            <td>Your posts, comments and messages</td>
            <td>Because you wrote them to be shown to others. Deleting them removes them from the site.</td>
          </tr>
          <tr>
            <td>Your votes</td>
            <td>
              To count scores on posts and comments and to show you how you voted. Poll votes are kept only as totals per
              option: nobody, including admins, can see how a member voted in a poll.
            </td>
          </tr>
          <tr>
            <td>Anonymous poll votes on the home page</td>
            <td>
              Visitors who are not signed in may vote once a day in the home page poll. To enforce that, we keep only a
              daily hash derived from the device, which cannot be turned back into who you are and changes every day.
            </td>
          </tr>
          <tr>
            <td>Your settings</td>
            <td>Notification, privacy and email preferences, so the site behaves the way you asked.</td>
          </tr>
          <tr>
            <td>IP addresses</td>
            <td>
              Used only for a short time to limit abuse (for example, too many login attempts), then discarded. We do not
              keep a history of where you connected from.
            </td>
          </tr>
        </tbody>
      </table>

      <h2 id="analytics">Usage analytics (only if you agree)</h2>
      <p>
        The first time you visit, we ask whether you allow usage analytics. Until you choose Allow, nothing in this
        section is collected except the anonymous share counts described last. You can change your answer at any time
        in <Link to="/settings#privacy">Settings › Privacy</Link> (“Share anonymous usage analytics”).
      </p>
      <ul>
        <li>
          <strong>Page views</strong>: the kind of page you opened, as a route pattern such as <code>/discussion/:id</code>{' '}
          — never the address of the post, profile or search you opened, and never a search query.
        </li>
        <li>
          <strong>Load-speed measurements</strong>: how fast a kind of page loaded and reacted (the browser’s LCP, INP,
          CLS, FCP and TTFB figures), with its route pattern. The code that measures them is not even loaded before you
          agree.
        </li>
        <li>
          <strong>Kept with the hour only</strong>: each record holds the hour it arrived in, never the exact time. We
          never store your IP address or your user agent (browser and device details) with it.
        </li>
        <li>
          <strong>Short-video share counts</strong> (when that feature is on): how often share cards are made and captions
          copied for a post. They are anonymous unless you agreed to analytics; then they are linked to your account so
          you can delete them.
        </li>
        <li>
          If you agreed, your records are linked to your account (or, before you sign in, to a random id kept on this
          device). <strong>You can delete them</strong> at any time with “Delete my analytics” in{' '}
          <Link to="/settings#privacy">Settings › Privacy</Link>.
        </li>
      </ul>

      <h2>What we do not do</h2>
      <ul>
        <li>
          No advertising, no ad networks, no third-party trackers or analytics services. The optional usage analytics
          described below are our own: they go only to our server.
        </li>
        <li>No selling, renting or sharing member data for marketing, ever.</li>
        <li>No fonts, scripts or images loaded from other companies’ servers when you use the site.</li>
      </ul>

      <h2>Who can see what</h2>
      <ul>
        <li>
          <strong>Public posts and comments</strong> can be read by everyone, including people without an account.
        </li>
        <li>
          <strong>Your profile page</strong> is visible according to your setting: to everyone, to signed-in members only
          (the default), or to nobody but you. You can change it at any time in <Link to="/settings#privacy">settings</Link>.
        </li>
        <li>
          <strong>Direct messages</strong> can be read only by the people in the conversation. You can stop others from
          starting conversations with you.
        </li>
        <li>
          <strong>Your email address</strong> is never shown to other members.
        </li>
        <li>
          <strong>Admins</strong> can see reports that members file, and the moderation records (warnings and bans) kept
          to run the community fairly. They use them only for moderation.
        </li>
      </ul>

      <h2>On your device</h2>
      <p>
        The site keeps a few things in your browser’s local storage: your sign-in token and basic account details (so
        you stay signed in), whether you finished the welcome setup, your last ten searches, and a short log of sign-in
        events for troubleshooting. If you answer the analytics question before signing in, your answer is kept there
        too, with a random analytics id that groups this device’s usage records. Logging out removes your sign-in, your
        search history, the setup flag and that analytics id.
      </p>

      <h2>Protect yourself</h2>
      <p>
        Your employer may monitor work devices, work email and workplace networks. Use a personal device, a personal
        email address and your own internet connection when you use Workers Commons. See our{' '}
        <Link to="/privacy-commitment">privacy commitment</Link> and the <Link to="/resources">resources page</Link> for
        more advice.
      </p>

      <h2>Your choices</h2>
      <ul>
        <li>Change your username, profile visibility, direct messages and emails in settings.</li>
        <li>Sign out of every device at once if you think someone else has access to your account.</li>
        <li>Ask the admins to delete your account and everything you posted.</li>
      </ul>
    </InfoLayout>
  );
}
