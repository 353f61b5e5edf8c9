// The `lazy` component loader of every page (web/src/routing). A page whose code cannot be
// loaded after the retries resolves to a stand-in that shows 'Page Loading Issue' and quietly
// tries once more each time it is opened (the router keeps the component a route resolved to).
import { useEffect, useState, type ComponentType } from 'react';
import { useNavigate } from '../routing';
import { PageLoadingIssue } from '../ui/ErrorPanels';
import { importWithRetry } from './lazyPage';

type PageModule = { default: ComponentType };

function pageLoadFailure(importer: () => Promise<PageModule>): ComponentType {
  return function PageLoadFailed() {
    const navigate = useNavigate();
    const [Page, setPage] = useState<ComponentType | null>(null);
    useEffect(() => {
      let active = true;
      importer().then(
        (module) => active && setPage(() => module.default),
        () => undefined,
      );
      return () => {
        active = false;
      };
    }, []);
    if (Page) return <Page />;
    return (
      <div className="page page-narrow">
        <PageLoadingIssue onGoBack={() => (window.history.length > 1 ? navigate(-1) : navigate('/'))} />
      </div>
    );
  };
}

export function lazyComponent(importer: () => Promise<PageModule>) {
  return async (): Promise<ComponentType> => {
    try {
      return (await importWithRetry(importer)).default;
    } catch {
      return pageLoadFailure(importer);
    }
  };
}
