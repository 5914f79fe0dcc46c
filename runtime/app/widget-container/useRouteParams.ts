/**
 * The page's route parameters for params.routeConditions / routeWhereConditions: the path's
 * named segments, then the query string (a link such as ?store_id=12 narrows a widget).
 */
import { useMemo } from 'react';
import { useLocation, useParams } from 'react-router';

export function useRouteParams(): Record<string, string | undefined> {
  const params = useParams();
  const { search } = useLocation();
  const paramsText = JSON.stringify(params);
  return useMemo(() => {
    const route: Record<string, string | undefined> = {
      ...(JSON.parse(paramsText) as Record<string, string>),
    };
    for (const [name, value] of new URLSearchParams(search)) route[name] ??= value;
    return route;
  }, [paramsText, search]);
}
