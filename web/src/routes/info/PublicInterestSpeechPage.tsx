// /docs/public-interest-speech (content spec §1 routes, behind FEATURE_PUBLIC_INTEREST_SPEECH):
// plain-words general information on speaking up about work, what tends not to be protected, and
// how to post safely. Not legal advice, and it says so; it points to union reps and lawyers.
// With the flag off the address is the not-found page.
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link } from '../../routing';
import NotFoundPage from '../NotFoundPage';
import { InfoLayout } from './InfoLayout';
import type { PublicInterestSpeechPageQuery } from './__generated__/PublicInterestSpeechPageQuery.graphql';

export const PUBLIC_INTEREST_SPEECH_PATH = '/docs/public-interest-speech';

export default function PublicInterestSpeechPage() {
  const data = useLazyLoadQuery<PublicInterestSpeechPageQuery>(
    graphql`
      query PublicInterestSpeechPageQuery {
        featureFlags {
          publicInterestSpeech
        }
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  if (!data.featureFlags.publicInterestSpeech) return <NotFoundPage />;
  return (
    <InfoLayout
      title="Speaking up about work"
      lead="What workers can usually say about their jobs, what tends to cross a line, and how to post here without putting yourself at risk."
    >
      <aside className="card notice" aria-label="Not legal advice">
        <p>
          <strong>This is general information, not legal advice.</strong> Laws differ between countries, states and
          kinds of job (public employees, contractors and managers are often treated differently), and they change.
          Before you act on something that matters, talk to a union representative or a lawyer who knows employment law
          where you work.
        </p>
      </aside>

      <section>
        <h2>Talking with coworkers about pay and conditions</h2>
        <p>
          In many places, including the United States for most private-sector workers, the law protects workers who talk
          with each other about their wages, hours, schedules, safety and how they are treated. That protection usually
          applies whether or not you have a union, and whether the conversation happens in the break room, in a group
          chat or on a site like this one.
        </p>
        <p>
          A workplace rule that says “never discuss your pay” is often not enforceable against ordinary workers. Comparing
          pay is one of the most common ways people find out they are being underpaid.
        </p>
      </section>

      <section>
        <h2>Acting together: “concerted activity”</h2>
        <p>
          The strongest protection usually covers workers acting <em>together</em>, or one worker speaking up on behalf
          of a group, to change something at work. Lawyers call this concerted activity. Examples include:
        </p>
        <ul>
          <li>several coworkers signing a letter to management about short staffing;</li>
          <li>asking coworkers whether they have had the same problem with breaks or overtime;</li>
          <li>posting about working conditions in a way meant to get coworkers talking or to improve things for everyone;</li>
          <li>talking about forming or joining a union.</li>
        </ul>
        <p>
          A complaint that is only about you, with no link to coworkers, may get less protection. Bringing others in, or
          making clear you are raising a shared problem, often makes a difference.
        </p>
      </section>

      <section>
        <h2>What tends not to be protected</h2>
        <p>Speaking up about work is not a free pass. These are commonly outside any protection:</p>
        <ul>
          <li>
            <strong>Trade secrets and confidential business information</strong> you got through your job, such as
            formulas, customer lists, unreleased plans or security details. Your own pay and conditions are not secrets
            of this kind.
          </li>
          <li>
            <strong>Private information about other people</strong>, such as customers’ or patients’ details, or a
            coworker’s health or home address.
          </li>
          <li>
            <strong>Statements you know are false</strong> (defamation): saying something untrue as fact that harms a
            person’s or company’s reputation. Stick to what you saw, and say when something is your opinion.
          </li>
          <li>
            <strong>Harassment, threats and hate</strong> toward anyone, including managers. These also break this
            site’s rules.
          </li>
          <li>
            <strong>Disloyal attacks unrelated to working conditions</strong>, for example running down the company’s
            products in public with no link to a dispute about work.
          </li>
        </ul>
      </section>

      <section>
        <h2>Posting safely</h2>
        <p>Even protected speech can lead to trouble that takes time and stress to fix. Make it hard to trace posts back to you:</p>
        <ul>
          <li>
            Leave out identifying details: your name, store or unit number, exact shift times, a manager’s name, or
            anything only a few people would know.
          </li>
          <li>Use your own phone or computer, never a device your employer gave you or manages.</li>
          <li>Do not post from work accounts, work email, work chat tools or the workplace Wi-Fi.</li>
          <li>Check screenshots and photos for names, badges, schedules and faces before sharing them.</li>
          <li>Think about timing: a post right after a meeting only a few people attended points to them.</li>
          <li>Keep your own notes of what happened and when, somewhere your employer cannot reach.</li>
        </ul>
        <p>
          How this site protects your data is in our <Link to="/privacy-commitment">privacy commitment</Link>, and more
          safety tips are on the <Link to="/resources">resources page</Link>.
        </p>
      </section>

      <section>
        <h2>If you are disciplined or fired after speaking up</h2>
        <ul>
          <li>Write down what happened, who was there and the dates, while you remember it.</li>
          <li>Keep copies of your posts, messages and any written warnings.</li>
          <li>
            Contact a union representative, a workers’ center or an employment lawyer quickly: complaints to labor
            agencies often have short deadlines, sometimes a few months.
          </li>
        </ul>
      </section>

      <p className="muted">
        Nothing on this page is legal advice or creates a lawyer–client relationship. We are a community of workers, not
        lawyers; for advice about your own situation, ask a union representative or a lawyer.
      </p>
    </InfoLayout>
  );
}
