/**
 * Program checks: unique program and module ids and slugs, module slugs prefixed by their
 * program, and modules listing existing dashboards, each dashboard in exactly one module.
 */
import type { Problem, TenantConfig } from './config-types.ts';
import { arrayOf, hasFile, integerOf, objectOf, stringOf } from './check-helpers.ts';
import { problemAt } from './problems.ts';

/** Problems of every program (and its modules) of a tenant. */
export function checkPrograms(tenant: TenantConfig): Problem[] {
  const problems: Problem[] = [];
  const programIds = new Map<number, string>();
  const moduleIds = new Map<number, string>();
  const moduleSlugs = new Map<string, string>();
  const listedIn = new Map<string, string>();
  for (const program of tenant.programs.values()) {
    const file = program.file;
    const programId = integerOf(program.value.program_id);
    if (programId !== undefined) {
      const other = programIds.get(programId);
      if (other) {
        problems.push(
          problemAt(
            file,
            '/program_id',
            `program_id ${programId} is already used by ${other}`,
            'duplicate-id',
          ),
        );
      } else {
        programIds.set(programId, `programs/${program.id}.json`);
      }
    }
    arrayOf(program.value.modules).forEach((raw, index) => {
      const module = objectOf(raw);
      const base = `/modules/${index}`;
      const slug = stringOf(module.module_slug);
      const name = slug
        ? `module "${slug}" (programs/${program.id}.json)`
        : `${base} of programs/${program.id}.json`;
      const moduleId = integerOf(module.module_id);
      if (moduleId !== undefined) {
        const other = moduleIds.get(moduleId);
        if (other) {
          problems.push(
            problemAt(
              file,
              `${base}/module_id`,
              `module_id ${moduleId} is already used by ${other}`,
              'duplicate-id',
            ),
          );
        } else {
          moduleIds.set(moduleId, name);
        }
      }
      if (slug !== undefined) {
        const other = moduleSlugs.get(slug);
        if (other) {
          problems.push(
            problemAt(
              file,
              `${base}/module_slug`,
              `module_slug "${slug}" is already used by ${other}`,
              'duplicate-id',
            ),
          );
        } else {
          moduleSlugs.set(slug, name);
        }
        if (!slug.startsWith(`${program.id}_`)) {
          problems.push(
            problemAt(
              file,
              `${base}/module_slug`,
              `must start with "${program.id}_" (module slugs are {program_slug}_{module}; got "${slug}")`,
              'module-slug',
            ),
          );
        }
      }
      const parentId = integerOf(module.program_id);
      if (parentId !== undefined && programId !== undefined && parentId !== programId) {
        problems.push(
          problemAt(
            file,
            `${base}/program_id`,
            `must be ${programId}, the program_id of this program (got ${parentId})`,
            'module-program',
          ),
        );
      }
      arrayOf(module.dashboards).forEach((id, position) => {
        if (typeof id !== 'string') return;
        const pointer = `${base}/dashboards/${position}`;
        if (!hasFile(tenant, 'dashboard', id)) {
          problems.push(
            problemAt(
              file,
              pointer,
              `dashboard "${id}" does not exist (no dashboards/${id}.json)`,
              'module-dashboards',
            ),
          );
          return;
        }
        const other = listedIn.get(id);
        if (other) {
          problems.push(
            problemAt(
              file,
              pointer,
              `dashboard "${id}" is already listed in ${other}; a dashboard belongs to exactly one module`,
              'module-dashboards',
            ),
          );
        } else {
          listedIn.set(id, name);
        }
      });
    });
  }
  return problems;
}
