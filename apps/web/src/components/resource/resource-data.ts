import type { ResourceDefinition } from '@encore/shared/resources/define-resource';
import type { ScreenData } from '@/lib/router/route-loader';
import type { ResourceQueries } from './resource-queries';

/**
 * The loaders' data of a declared resource's screens: the list's first page (the params its table
 * starts with) and the record of the detail screen, fetched while the screen's code downloads.
 */
export function resourceData<R extends ResourceDefinition>(
  name: string,
  queries: ResourceQueries<R>,
): Record<string, ScreenData> {
  return {
    [`${name}-list`]: (_args, client) => client.prefetchQuery(queries.list(queries.firstPage())),
    [`${name}-detail`]: ({ params }, client) =>
      client.prefetchQuery(queries.detail(params[queries.resource.param] ?? '')),
  };
}
