import { useEffect, useRef, useState } from 'react';
import { nextBarHidden } from './shellRules';

/** Under 768 px the top bar hides when scrolling down past 40 px and returns on scroll up. */
export function useHideOnScroll(isMobile: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  const lastY = useRef(0);
  useEffect(() => {
    if (!isMobile) {
      setHidden(false);
      return;
    }
    lastY.current = window.scrollY;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const y = window.scrollY;
        const previousY = lastY.current;
        lastY.current = y;
        setHidden((current) => nextBarHidden(previousY, y, current, true));
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [isMobile]);
  return hidden;
}
