// Words of prose for score densities: letters or digits with inner apostrophes,
// hyphens or points ("isn't", "well-known" and "3.5" are one word each).

export function countProseWords(text: string): number {
  return text.match(/[\p{L}\p{N}]+(?:['’.-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}
