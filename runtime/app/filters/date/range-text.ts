/** 'yyyy-MM-dd – yyyy-MM-dd', or the one date of a one-day range. */
export function rangeText(first: string, last: string): string {
  return first === last ? first : `${first} – ${last}`;
}
