import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** A screen may render its target a little later (session still loading): look for it for about 1 s. */
const HASH_WAIT_FRAMES = 60;

/**
 * SPEC section 2: a hash link scrolls smoothly to its element, a bare hash scrolls to the top, any other
 * path change scrolls to the top.
 */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id) {
      window.scrollTo({ top: 0, left: 0 });
      return;
    }
    let frame = 0;
    let handle = 0;
    const seek = () => {
      const element = document.getElementById(id);
      if (element) element.scrollIntoView({ behavior: 'smooth' });
      else if (frame++ < HASH_WAIT_FRAMES) handle = requestAnimationFrame(seek);
      else window.scrollTo({ top: 0, left: 0 });
    };
    seek();
    return () => cancelAnimationFrame(handle);
  }, [pathname, hash]);
  return null;
}
