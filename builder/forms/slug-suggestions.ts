/** Slug suggestions of the slug field (widget-layer §7: queries listed by program_slug). */
import { apiFetch } from '../../runtime/app/api/client.ts';

/** `GET {data}/api/v2/queries/?provider=db&program_slug=` for one program. */
export function slugSuggestionsPath(programSlug: string): string {
  const query = new URLSearchParams({ provider: 'db', program_slug: programSlug });
  return `/api/v2/queries/?${query.toString()}`;
}

/** The distinct query_slug values of a listing, sorted. */
export function suggestedSlugs(items: readonly unknown[]): string[] {
  const slugs = new Set<string>();
  for (const item of items) {
    const slug = (item as { query_slug?: unknown } | null)?.query_slug;
    if (typeof slug === 'string' && slug !== '') slugs.add(slug);
  }
  return [...slugs].sort((a, b) => a.localeCompare(b));
}

/** The saved-query slugs of `programSlug`, for the slug field's suggestions. */
export async function fetchSlugSuggestions(programSlug: string): Promise<string[]> {
  return suggestedSlugs(await apiFetch<unknown[]>(slugSuggestionsPath(programSlug)));
}
