import type { Violation } from './postErrors';

/** The 'Issues:' and 'Suggestions:' lists of a moderation answer (content spec §8). */
export function ModerationDetailsView({ violations, suggestions }: { violations: Violation[]; suggestions: string[] }) {
  return (
    <>
      {violations.length > 0 ? (
        <div className="moderation-list">
          <p className="moderation-list-title">Issues:</p>
          <ul>
            {violations.map((v, index) => (
              <li key={`${v.type}-${index}`}>
                {v.type ? <strong>{v.type.replace(/_/g, ' ')}</strong> : null}
                {v.type && v.description ? ': ' : null}
                {v.description}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {suggestions.length > 0 ? (
        <div className="moderation-list">
          <p className="moderation-list-title">Suggestions:</p>
          <ul>
            {suggestions.map((s, index) => (
              <li key={index}>{s}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}
