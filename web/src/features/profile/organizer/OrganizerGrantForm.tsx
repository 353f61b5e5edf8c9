// Admin member panel: grant a member a verified organizer profile (or change it), and revoke it
// (content spec §2 organizer profile page; issue 12). The rules and their messages are the
// server's (domain/profiles/organizers.ts); this form only collects the fields.
import { useState } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay';
import { Link } from '../../../routing';
import { userMessage } from '../../../relay/errors';
import { FormMessage, TextField } from '../../../ui/Field';
import { showToast } from '../../../ui/toastStore';
import type { OrganizerGrantForm_user$key } from './__generated__/OrganizerGrantForm_user.graphql';
import type { OrganizerGrantFormGrantMutation } from './__generated__/OrganizerGrantFormGrantMutation.graphql';
import type { OrganizerGrantFormRevokeMutation } from './__generated__/OrganizerGrantFormRevokeMutation.graphql';

/** "Label https://…" per line → { label, url } (the URL is the line's last word). */
function readLinks(text: string) {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const at = line.lastIndexOf(' ');
      return at > 0 ? { label: line.slice(0, at).trim(), url: line.slice(at + 1) } : { label: '', url: line };
    });
}

export function OrganizerGrantForm({ user, onDone }: { user: OrganizerGrantForm_user$key; onDone: () => void }) {
  const u = useFragment(
    graphql`
      fragment OrganizerGrantForm_user on User {
        userId
        organizerProfile {
          slug
          title
          organization
          bio
          photoUrl
          expertise
          socialLinks {
            label
            url
          }
        }
      }
    `,
    user,
  );
  const o = u.organizerProfile;
  const [slug, setSlug] = useState(o?.slug ?? '');
  const [title, setTitle] = useState(o?.title ?? '');
  const [organization, setOrganization] = useState(o?.organization ?? '');
  const [bio, setBio] = useState(o?.bio ?? '');
  const [photoUrl, setPhotoUrl] = useState(o?.photoUrl ?? '');
  const [expertise, setExpertise] = useState(o?.expertise.join(', ') ?? '');
  const [links, setLinks] = useState(o?.socialLinks.map((l) => `${l.label} ${l.url}`).join('\n') ?? '');
  const [error, setError] = useState<string | null>(null);
  const [grant, granting] = useMutation<OrganizerGrantFormGrantMutation>(graphql`
    mutation OrganizerGrantFormGrantMutation($input: GrantOrganizerProfileInput!) {
      grantOrganizerProfile(input: $input) {
        slug
      }
    }
  `);
  const [revoke, revoking] = useMutation<OrganizerGrantFormRevokeMutation>(graphql`
    mutation OrganizerGrantFormRevokeMutation($slug: String!) {
      revokeOrganizerProfile(slug: $slug) {
        slug
      }
    }
  `);
  const busy = granting || revoking;
  const submit = () => {
    setError(null);
    grant({
      variables: {
        input: {
          member: String(u.userId),
          slug,
          title,
          organization,
          bio,
          photoUrl: photoUrl.trim() || null,
          expertise: expertise.split(','),
          socialLinks: readLinks(links),
        },
      },
      onCompleted: (data) => {
        showToast(`Organizer profile granted: /profile/${data.grantOrganizerProfile.slug}`, 'success');
        onDone();
      },
      onError: (e) => setError(userMessage(e, 'Could not grant the organizer profile.')),
    });
  };
  return (
    <details className="trust-override">
      <summary>Organizer profile{o ? ` (verified: /profile/${o.slug})` : ''}</summary>
      <form
        className="admin-form form"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <TextField label="Slug" value={slug} onChange={setSlug} maxLength={50} hint="Lower-case words joined by hyphens, e.g. maria-lopez." />
        <TextField label="Title" value={title} onChange={setTitle} maxLength={100} />
        <TextField label="Organization" value={organization} onChange={setOrganization} maxLength={100} />
        <div className="field">
          <label htmlFor="organizer-bio">Bio</label>
          <textarea id="organizer-bio" value={bio} onChange={(e) => setBio(e.target.value)} maxLength={1000} rows={4} />
        </div>
        <TextField label="Photo URL (https, optional)" value={photoUrl} onChange={setPhotoUrl} type="url" />
        <TextField label="Expertise (comma-separated)" value={expertise} onChange={setExpertise} />
        <div className="field">
          <label htmlFor="organizer-links">Links (one per line: Label https://…)</label>
          <textarea id="organizer-links" value={links} onChange={(e) => setLinks(e.target.value)} rows={3} />
        </div>
        {error ? <FormMessage tone="error">{error}</FormMessage> : null}
        <div className="button-row">
          <button type="submit" className="button button-primary" disabled={busy}>
            {o ? 'Save organizer profile' : 'Grant organizer profile'}
          </button>
          {o ? (
            <>
              <Link className="button" to={`/profile/${o.slug}`}>
                View
              </Link>
              <button
                type="button"
                className="button button-danger"
                disabled={busy}
                onClick={() =>
                  revoke({
                    variables: { slug: o.slug },
                    onCompleted: () => {
                      showToast('Organizer profile revoked', 'success');
                      onDone();
                    },
                    onError: (e) => setError(userMessage(e, 'Could not revoke the organizer profile.')),
                  })
                }
              >
                Revoke
              </button>
            </>
          ) : null}
        </div>
      </form>
    </details>
  );
}
