/** Every journal query starts with this key: a verification or a download refreshes them all. */
export const journalQueryKey = ['journal'] as const;
