/**
 * Texts quoted and listed the way a language says "A, B or C", for a question that names the
 * choices ("Which question do you mean: “A” or “B”?").
 *
 * @example quotedList(['A?', 'B?', 'C?'], ['“', '”'], ', ', ' or ') // '“A?”, “B?” or “C?”'
 */
export function quotedList(
  items: readonly string[],
  [open, close]: readonly [string, string],
  comma: string,
  or: string,
): string {
  const quoted = items.map((item) => `${open}${item}${close}`);
  const last = quoted.pop() ?? '';
  return quoted.length > 0 ? `${quoted.join(comma)}${or}${last}` : last;
}
