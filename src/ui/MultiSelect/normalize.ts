/**
 * Text as a shopper would compare it while searching a list: case, accents and spaces ignored, so "hermes",
 * "Hermès" and "HER MES" all find Hermès (part 1 §5 asks the same of brand names).
 */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, '');
}

/** Options whose label contains the query (every option when the query is blank). */
export function matchOptions<T extends { label: string }>(options: readonly T[], query: string): readonly T[] {
  const key = searchKey(query);
  return key ? options.filter((option) => searchKey(option.label).includes(key)) : options;
}
