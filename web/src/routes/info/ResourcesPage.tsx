import { Link } from '../../routing';
import { ExternalLink, InfoLayout } from './InfoLayout';

interface Resource {
  href: string;
  title: string;
  description: string;
}

const SECTIONS: { title: string; intro: string; items: Resource[] }[] = [
  {
    title: 'Your rights at work (United States)',
    intro: 'Official sources on what the law protects. Rules differ by state and country, so check what applies where you work.',
    items: [
      {
        href: 'https://www.nlrb.gov/about-nlrb/rights-we-protect/your-rights',
        title: 'National Labor Relations Board: your rights',
        description:
          'The right to act together with coworkers to improve pay and conditions, with or without a union, including the right to discuss wages and to strike.',
      },
      {
        href: 'https://www.osha.gov/workers',
        title: 'OSHA: workers’ rights',
        description: 'The right to a safe workplace, to see injury records, and to file a confidential complaint and ask for an inspection.',
      },
      {
        href: 'https://www.dol.gov/agencies/whd',
        title: 'Department of Labor, Wage and Hour Division',
        description: 'Minimum wage, overtime, breaks for nursing mothers, family and medical leave, and how to report unpaid wages.',
      },
      {
        href: 'https://www.eeoc.gov/',
        title: 'Equal Employment Opportunity Commission',
        description: 'Discrimination and harassment based on race, sex, religion, disability, age and more, and how to file a charge.',
      },
    ],
  },
  {
    title: 'Find a union',
    intro: 'Organizing goes better with experienced help. Unions can advise you before your employer knows anything.',
    items: [
      {
        href: 'https://aflcio.org/formaunion',
        title: 'AFL-CIO: form a union',
        description: 'How to start organizing at your workplace and how to get in touch with a union that represents your industry.',
      },
    ],
  },
  {
    title: 'Digital safety',
    intro: 'Protect yourself and your coworkers when you organize online.',
    items: [
      {
        href: 'https://ssd.eff.org/',
        title: 'EFF Surveillance Self-Defense',
        description: 'Plain-language guides to secure messaging, passwords, two-factor authentication and protecting your devices.',
      },
    ],
  },
];

export default function ResourcesPage() {
  return (
    <InfoLayout title="Resources" lead="Trusted places to learn your rights, find help and stay safe. These links open other websites.">
      {SECTIONS.map((section) => (
        <section key={section.title}>
          <h2>{section.title}</h2>
          <p>{section.intro}</p>
          <ul className="resource-list">
            {section.items.map((item) => (
              <li key={item.href}>
                <ExternalLink href={item.href}>{item.title}</ExternalLink>
                <p>{item.description}</p>
              </li>
            ))}
          </ul>
        </section>
      ))}

      <h2>Safety basics for organizing</h2>
      <ul>
        <li>Use your own phone or computer, not a device your employer gave you or manages.</li>
        <li>Use a personal email address, never your work address, for this site and for organizing.</li>
        <li>Do not use the workplace Wi-Fi or VPN: employers can often log what goes over their network.</li>
        <li>Talk about organizing outside work hours and away from work chat tools.</li>
        <li>Be careful with screenshots: names, shift details and photos can identify you or a coworker.</li>
      </ul>
      <p>
        Read more about how this site treats your data in our <Link to="/privacy-commitment">privacy commitment</Link>.
      </p>
      <p className="muted">
        These links are for information only and are not legal advice. We are not connected to the organizations listed.
      </p>
    </InfoLayout>
  );
}
