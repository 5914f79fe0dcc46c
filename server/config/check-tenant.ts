/**
 * Tenant-level checks: image files and the ids that name them, at most one default tenant,
 * unique users and the programs users may open.
 */
import path from 'node:path';
import type { LoadedConfig, Problem, TenantConfig } from './config-types.ts';
import {
  arrayOf,
  hasFile,
  integerOf,
  missingProgramMessage,
  objectOf,
  stringOf,
} from './check-helpers.ts';
import { joinPointer } from './json-pointer.ts';
import { problemAt } from './problems.ts';

/** Problems of tenant.json images, slideshow and logo. */
export function checkTenantImages(tenant: TenantConfig): Problem[] {
  const entity = tenant.tenant;
  if (!entity) return [];
  const problems: Problem[] = [];
  const onDisk = new Set(tenant.images);
  const images = objectOf(entity.value.images);
  for (const [id, file] of Object.entries(images)) {
    if (typeof file !== 'string') continue;
    const normalized = path.posix.normalize(file);
    if (!onDisk.has(normalized)) {
      problems.push(
        problemAt(
          entity.file,
          joinPointer('/images', id),
          `image file "${file}" does not exist (expected ${tenant.id}/${normalized}, under images/)`,
          'tenant-image',
        ),
      );
    }
  }
  const imageRef = (pointer: string, ref: unknown): void => {
    if (typeof ref === 'string' && !Object.hasOwn(images, ref)) {
      problems.push(
        problemAt(entity.file, pointer, `no image "${ref}" in "images"`, 'tenant-image'),
      );
    }
  };
  arrayOf(entity.value.slideshow).forEach((ref, index) => imageRef(`/slideshow/${index}`, ref));
  imageRef('/branding/logo_client', objectOf(entity.value.branding).logo_client);
  return problems;
}

/** At most one tenant may say `"default": true`. */
export function checkDefaultTenant(loaded: LoadedConfig): Problem[] {
  const problems: Problem[] = [];
  let first: string | undefined;
  for (const tenant of loaded.tenants.values()) {
    const entity = tenant.tenant;
    if (entity?.value.default !== true) continue;
    if (first === undefined) {
      first = entity.file.relPath;
    } else {
      problems.push(
        problemAt(
          entity.file,
          '/default',
          `only one tenant may be the default, and ${first} already is`,
          'default-tenant',
        ),
      );
    }
  }
  return problems;
}

/** Unique user ids and usernames, and users' programs that exist. */
export function checkUsers(tenant: TenantConfig): Problem[] {
  const problems: Problem[] = [];
  const ids = new Map<number, string>();
  const names = new Map<string, string>();
  for (const user of tenant.users) {
    const id = integerOf(user.value.user_id);
    if (id !== undefined) {
      const other = ids.get(id);
      if (other) {
        problems.push(
          problemAt(
            user.file,
            `${user.pointer}/user_id`,
            `user_id ${id} is already used by ${other}`,
            'duplicate-id',
          ),
        );
      } else {
        ids.set(id, describeUser(user.value, user.pointer));
      }
    }
    const username = stringOf(user.value.username);
    if (username !== undefined) {
      const other = names.get(username);
      if (other) {
        problems.push(
          problemAt(
            user.file,
            `${user.pointer}/username`,
            `username "${username}" is already used by ${other}`,
            'duplicate-id',
          ),
        );
      } else {
        names.set(username, describeUser(user.value, user.pointer));
      }
    }
    arrayOf(user.value.programs).forEach((slug, index) => {
      if (typeof slug === 'string' && !hasFile(tenant, 'program', slug)) {
        problems.push(
          problemAt(
            user.file,
            `${user.pointer}/programs/${index}`,
            missingProgramMessage(slug),
            'user-program',
          ),
        );
      }
    });
  }
  return problems;
}

function describeUser(user: Record<string, unknown>, pointer: string): string {
  const name = stringOf(user.username);
  return name === undefined ? pointer : `user "${name}" (${pointer})`;
}
