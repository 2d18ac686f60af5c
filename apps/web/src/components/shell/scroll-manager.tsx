import { useEffect } from 'react';
import { useLocation } from 'react-router';

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
    const element = document.getElementById(id);
    if (element) element.scrollIntoView({ behavior: 'smooth' });
    else window.scrollTo({ top: 0, left: 0 });
  }, [pathname, hash]);
  return null;
}
