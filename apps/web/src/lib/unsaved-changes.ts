import type { RefObject } from 'react';

/** One screen part with work that may be lost: a form, the seat-map builder, the pricing mapping. */
export interface UnsavedSource {
  dirty: boolean;
  /** What would be lost, when the part says it better than the forms' general sentence. */
  body?: string;
  /** True while that part saves: its own navigation afterwards (add -> the new record) is no loss. */
  saving?: RefObject<boolean>;
}

/**
 * The parts of the screen with unsaved work. React Router consults one blocker only (the last one
 * registered), so the parts do not block themselves: they say here whether they are dirty, and one
 * prompt (components/form/unsaved-changes-guard.tsx) asks for all of them.
 */
const sources = new Map<symbol, UnsavedSource>();

export const unsavedChanges = {
  set(key: symbol, source: UnsavedSource) {
    sources.set(key, source);
  },
  remove(key: symbol) {
    sources.delete(key);
  },
  /** The first part with changes that are not being saved, if any. */
  pending(): UnsavedSource | undefined {
    for (const source of sources.values()) if (source.dirty && !source.saving?.current) return source;
    return undefined;
  },
};
