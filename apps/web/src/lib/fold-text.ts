/** Text as the server's search compares it: without accents, in lower case ("Électre" -> "electre"). */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
