/**
 * Role checks of widget-layer §6 and app-shell §6, for every route that needs one.
 * owner: the entity's user_id is the user's; super user: `userh.super`; superuser: the
 * 'superuser' group. A user only sees the programs listed in their `programs`.
 */
import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../http/context.ts';
import { AUTH_MESSAGES, programForbiddenMessage } from './auth-messages.ts';
import { HttpError } from './http-error.ts';

/** The user owns the entity (its `user_id` equals theirs; a string id from JSON counts too). */
export function isOwner(user: SessionUser, entityUserId: unknown): boolean {
  if (entityUserId === null || entityUserId === undefined || entityUserId === '') return false;
  return Number(entityUserId) === user.user_id;
}

/** Super user (`userh.super`): advanced query editor, Params tab, report tools. */
export function isSuperUser(user: SessionUser): boolean {
  return user.userh.super === true;
}

/** Member of the 'superuser' group: superuser tools. */
export function isSuperuserGroup(user: SessionUser): boolean {
  return user.superuser === true || user.groups.includes('superuser');
}

/** May write saved queries and run `query_raw` previews: a super user or a superuser. */
export function canEditQueries(user: SessionUser): boolean {
  return isSuperUser(user) || isSuperuserGroup(user);
}

/** The user may open the program. */
export function hasProgram(user: SessionUser, programSlug: string): boolean {
  return user.programs.includes(programSlug);
}

/**
 * Throws a 403 HttpError unless the user may open the program (Fastify answers it as
 * `{message}` with status 403).
 */
export function requireProgram(user: SessionUser, programSlug: string): void {
  if (!hasProgram(user, programSlug))
    throw new HttpError(403, programForbiddenMessage(programSlug));
}

/**
 * The signed-in user of a request behind `app.authenticate`.
 * @throws HttpError 401 when the route forgot the pre-handler (never silently anonymous).
 */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new HttpError(401, AUTH_MESSAGES.missingToken);
  return request.user;
}
