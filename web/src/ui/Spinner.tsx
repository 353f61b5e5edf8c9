export function Spinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <span className="spinner-wrap" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

export function PageSpinner({ label = 'Loading page…' }: { label?: string }) {
  return (
    <div className="page-spinner">
      <Spinner label={label} />
    </div>
  );
}
