import { describe, expect, it } from 'vitest';
import { escapeHtml, renderMail } from './mailLayout.ts';

describe('renderMail', () => {
  const mail = renderMail({
    title: 'New comment <on> Workers Commons',
    paragraphs: ['@<b>ana</b> & "co" commented.', { list: [{ text: 'First <i>', href: 'https://example.org/a?x=1&y=2', note: '3 points' }], ordered: true }],
    action: { label: 'Read it', href: 'https://example.org/discussion/1?token=a&b=c' },
    after: ['Ignore it if it was not you.'],
    footer: ['Why you get it.', { text: 'Stop these emails:', href: 'https://example.org/unsubscribe?token=t', label: 'Unsubscribe' }],
  });

  it('plain text: paragraphs, the list, the action with its address, the footer after a separator', () => {
    expect(mail.text).toBe(
      [
        '@<b>ana</b> & "co" commented.',
        '1. First <i>\n   3 points\n   https://example.org/a?x=1&y=2',
        'Read it: https://example.org/discussion/1?token=a&b=c',
        'Ignore it if it was not you.',
        '--',
        'Why you get it.\nStop these emails: https://example.org/unsubscribe?token=t',
      ].join('\n\n'),
    );
  });

  it('HTML: every value escaped, links only for http(s), a lang and a title', () => {
    expect(mail.html).toContain('@&lt;b&gt;ana&lt;/b&gt; &amp; &quot;co&quot; commented.');
    expect(mail.html).not.toMatch(/<b>|<i>/);
    expect(mail.html).toContain('<title>New comment &lt;on&gt; Workers Commons</title>');
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain('href="https://example.org/discussion/1?token=a&amp;b=c"');
    expect(mail.html).toContain('>Read it</a>');
    expect(mail.html).toContain('<ol ');
    expect(mail.html).toContain('>Unsubscribe</a>');
    const evil = renderMail({ title: 't', paragraphs: [], action: { label: 'Click', href: 'javascript:alert(1)' } });
    expect(evil.html).not.toContain('javascript:');
  });

  it('escapeHtml escapes the five characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
