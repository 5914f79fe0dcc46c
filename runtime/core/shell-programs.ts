/**
 * What the shell asks the programs call for (app-shell §7: `POST
 * /api/v2/services/queries/programs`): the program fields it reads, of the session user's
 * active programs. The shell's bootstrap call (server/routes/bootstrap-routes.ts) answers the
 * same selection, so both come from here.
 */

/** Program fields the shell reads. */
export const PROGRAM_LIST_FIELDS = [
  'program_id',
  'program_name',
  'program_slug',
  'program_type_id',
  'description',
  'image_url',
  'is_active',
  'allow_filtering',
  'filtering_show',
  'attributes',
  'visible',
  'conditions',
] as const;

/** The programs call's body for a user with these program slugs. */
export function programListBody(programSlugs: readonly string[]): {
  fields: typeof PROGRAM_LIST_FIELDS;
  where_cond: { program_slug: string[]; is_active: true };
} {
  return {
    fields: PROGRAM_LIST_FIELDS,
    where_cond: { program_slug: [...programSlugs], is_active: true },
  };
}
