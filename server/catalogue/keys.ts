/** Lower-case, accents removed, only letters and digits: "F.P. Journe" → "fpjourne" (part 1 §5 brand matching). */
export function brandKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** Upper-case alphanumerics: "126610 LN", "126610-ln" → "126610LN". */
export function referenceKey(reference: string): string {
  return reference
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}
