// Links that navigate in the app (a plain click) and leave the rest to the browser (a new
// tab, a download, another site).
import { forwardRef, useEffect, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { useRouter } from './context';
import { useLocation, useNavigate } from './hooks';

interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  replace?: boolean;
  preventScrollReset?: boolean;
}

const isExternal = (to: string) => /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(to);

function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return !event.defaultPrevented && event.button === 0 && (!target || target === '_self') && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, replace, preventScrollReset, onClick, ...rest }, ref) {
  const router = useRouter();
  const location = useLocation();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (isExternal(to) || !isPlainClick(event, rest.target)) return;
    event.preventDefault();
    const target = new URL(to, window.location.href);
    // As react-router: a link to where you are replaces the entry rather than adding one.
    const here = target.pathname + target.search + target.hash === location.pathname + location.search + location.hash;
    router.navigate(to, { replace: replace ?? here, preventScrollReset });
  };
  return <a {...rest} ref={ref} href={to} onClick={handleClick} />;
});

interface NavLinkProps extends Omit<LinkProps, 'className'> {
  /** Active only on this exact path, not on the paths below it. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string);
}

/** A Link that knows when it points at the current page (aria-current="page", class "active"). */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink({ end = false, className, 'aria-current': ariaCurrent = 'page', ...rest }, ref) {
  const { pathname } = useLocation();
  const here = pathname.toLowerCase();
  // Relative to the page's own path (on the server too, where there is no window).
  const target = new URL(rest.to, `http://page${pathname}`).pathname.toLowerCase();
  const endSlash = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  const isActive = here === target || (!end && here.startsWith(target) && here.charAt(endSlash) === '/');
  const classes = typeof className === 'function' ? className({ isActive }) : [className, isActive ? 'active' : null].filter(Boolean).join(' ');
  return <Link {...rest} ref={ref} className={classes || undefined} aria-current={isActive ? ariaCurrent : undefined} />;
});

/** Navigates once rendered (a guard sending a guest to sign in, an old address to its new one). */
export function Navigate({ to, replace }: { to: string; replace?: boolean }): null {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(to, { replace });
  }, [navigate, to, replace]);
  return null;
}
