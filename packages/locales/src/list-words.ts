/**
 * Joins words as a sentence in one language does, by a BCP 47 tag.
 *
 * @example listWords('es')(['Contacto', 'Horario', 'Pie de página']) // 'Contacto, Horario y Pie de página'
 */
export function listWords(tag: string): (words: readonly string[]) => string {
  const format = new Intl.ListFormat(tag, { style: 'long', type: 'conjunction' });
  return (words) => format.format(words);
}
