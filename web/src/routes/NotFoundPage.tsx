import { Link, useNavigate } from '../routing';
import { Icon } from '../ui/Icon';
import { usePageTitle } from '../ui/PageFrame';

/** Unknown paths (content spec §2): 'Page not found', 'Go to homepage' and 'Go back'. */
export default function NotFoundPage() {
  const navigate = useNavigate();
  usePageTitle('Page not found');
  return (
    <div className="page page-narrow">
      <div className="error-panel card">
        <Icon name="compass" size={28} />
        <h1>Page not found</h1>
        <p>The page you were looking for does not exist, or it has moved. Check the address, or carry on from here.</p>
        <div className="button-row">
          <Link to="/" className="button button-primary">
            Go to homepage
          </Link>
          <button
            type="button"
            className="button"
            onClick={() => {
              if (window.history.length > 1) navigate(-1);
              else navigate('/');
            }}
          >
            Go back
          </button>
        </div>
      </div>
    </div>
  );
}
