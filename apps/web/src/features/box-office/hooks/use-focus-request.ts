import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Moves the focus to an element once it can take it: the next step of the counter's flow (after "best
 * seats" the Add button, after adding the Validate button) is often disabled until the answer renders.
 * `request()` asks; the focus moves on the first render where `ready` is true.
 */
export function useFocusRequest<T extends HTMLElement>(ready: boolean): [RefObject<T | null>, () => void] {
  const ref = useRef<T>(null);
  const [pending, setPending] = useState(0);
  const done = useRef(0);
  useEffect(() => {
    if (pending === done.current || !ready) return;
    done.current = pending;
    ref.current?.focus();
  }, [pending, ready]);
  const request = useCallback(() => setPending((n) => n + 1), []);
  return [ref, request];
}
