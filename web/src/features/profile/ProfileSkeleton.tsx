// The profile's loading skeleton (content spec §4 Profile): the header, the member card and the
// sections' frames, as tall as the loaded page, so nothing shifts when it arrives.
export function ProfileSkeleton() {
  return (
    <div className="page page-normal profile-screen" aria-busy="true" aria-label="Loading profile">
      <header className="page-header profile-screen-header">
        <h1>Profile</h1>
      </header>
      <section className="card profile-hero">
        <span className="profile-skeleton-avatar skeleton-line" />
        <div className="profile-identity">
          <span className="skeleton-line" style={{ width: '40%' }} />
          <span className="skeleton-line" style={{ width: '25%' }} />
        </div>
      </section>
      {['About', 'Work Type', 'Skills', 'Mentorship', 'Posts'].map((title) => (
        <section key={title} className="card">
          <h2>{title}</h2>
          <span className="skeleton-line" />
          <span className="skeleton-line" style={{ width: '70%' }} />
        </section>
      ))}
    </div>
  );
}
