/**
 * The conditions a widget's type derives from the signed-in user
 * (WidgetTypeDefinition.userConditions: the profile card's "that user's row only"). Shared by
 * the container and the route prefetch, so both ask for the same query; null means "wait for
 * the user", undefined that the type has no such layer.
 */
import type { SessionUser } from '../api/types.ts';
import type { Conditions, Widget } from '../../../schemas/generated/index.ts';
import { resolveWidgetType } from './widget-type.ts';

export function typeUserConditions(
  widget: Pick<Widget, 'classbase' | 'params'>,
  user: SessionUser | undefined,
): Conditions | null | undefined {
  return resolveWidgetType(widget.classbase).userConditions?.(widget.params ?? {}, user);
}
