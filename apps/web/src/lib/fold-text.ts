/** Text as the server's search compares it: without accents, in lower case ("Électre" -> "electre"). */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

interface FoldFilterInput {
  options: ({ label: string } | { group: string; items: unknown[] } | object)[];
  search: string;
}

/**
 * Mantine's `filter` for a searchable select that ignores accents and case, as the server's searches do:
 * "flute" finds "La Flûte enchantée", "electre" finds "Électre Tour".
 */
export function foldedFilter<T extends FoldFilterInput>({ options, search }: T): T['options'] {
  const wanted = foldText(search.trim());
  return options.filter((o) => 'label' in o && foldText(o.label).includes(wanted));
}
