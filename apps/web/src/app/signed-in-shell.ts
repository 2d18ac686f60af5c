import { loadAbility } from '@/lib/ability';

/**
 * The signed-in layout and the query cache's provider, loaded apart from the login screen's code
 * (components/layouts/root-layout.tsx).
 */
export const loadAppLayout = () =>
  Promise.all([import('@/components/layouts/app-layout'), import('@/components/layouts/query-provider')]);

/**
 * What the first signed-in screen needs besides its own data: the layout, CASL and the dashboard's code.
 * Started at the sign-in click, it downloads while the server checks the password.
 */
export function preloadSignedInShell(): void {
  void Promise.all([loadAbility(), loadAppLayout(), import('./routes/dashboard')]).catch(() => undefined);
}
