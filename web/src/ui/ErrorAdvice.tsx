// What the generic classifier (relay/errorClassifier.ts, content spec §8) says about a failure:
// its class's title, the message and what to try. Shown by the error panels (ErrorPanels.tsx).
import { describeError } from '../relay/errorClassifier';

export default function ErrorAdvice({ error, skipGeneric = false }: { error: unknown; skipGeneric?: boolean }) {
  const { category, title, message, suggestions } = describeError(error);
  if (skipGeneric && category === 'generic') return null;
  return (
    <div className="error-advice" data-error-category={category}>
      <p className="error-detail">
        <strong>{title}:</strong> {message}
      </p>
      <ul className="error-suggestions">
        {suggestions.map((suggestion) => (
          <li key={suggestion}>{suggestion}</li>
        ))}
      </ul>
    </div>
  );
}
