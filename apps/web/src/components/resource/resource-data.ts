import type { ResourceDefinition } from '@encore/shared/resources/define-resource';
import type { ScreenData } from '@/lib/router/route-loader';
import type { ResourceQueries } from './resource-queries';

/**
 * The loaders' data of a declared resource's screens: the list's first page (the params its table
 * starts with) and the record of the detail screen, fetched while the screen's code downloads. The
 * queries module is imported when a screen asks (its chunk is the screen's own), so the router's
 * entry carries no resource declaration or schema.
 */
export function resourceData<R extends ResourceDefinition>(
  name: string,
  load: () => Promise<ResourceQueries<R>>,
): Record<string, ScreenData> {
  return {
    [`${name}-list`]: async (_args, client) => {
      const queries = await load();
      return client.prefetchQuery(queries.list(queries.firstPage()));
    },
    [`${name}-detail`]: async ({ params }, client) => {
      const queries = await load();
      return client.prefetchQuery(queries.detail(params[queries.resource.param] ?? ''));
    },
  };
}
