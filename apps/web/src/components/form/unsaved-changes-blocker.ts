import { useEffect, useState } from 'react';
import { useBlocker, type Blocker } from 'react-router';
import { unsavedChanges } from '@/lib/unsaved-changes';

export interface UnsavedChangesBlock {
  blocker: Blocker;
  /** What the part with changes says would be lost, when it says it better than the general sentence. */
  body: string | undefined;
}

/**
 * The router's one blocker and the browser's own prompt for unsaved work. Registered with the root
 * layout from the first render, not with the dialog's code: a blocker that arrives with a lazily loaded
 * chunk leaves a moment, on a slow machine, in which a form with changes can be left without a question.
 */
export function useUnsavedChangesBlocker(): UnsavedChangesBlock {
  const [body, setBody] = useState<string>();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    const pending = unsavedChanges.pending();
    if (!pending || currentLocation.pathname === nextLocation.pathname) return false;
    setBody(pending.body);
    return true;
  });
  useEffect(() => {
    const warn = (e: BeforeUnloadEvent) => {
      if (unsavedChanges.pending()) e.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);
  return { blocker, body };
}
