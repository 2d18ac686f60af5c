import { pageSizes } from '@encore/shared/common/list.schema';
import { errorComponents, errorResponseRef, errorStatuses } from './openapi-errors';
import { mediaTypesOf, type RouteFacts } from './openapi-routes';

type Json = Record<string, unknown>;
type Operation = {
  operationId?: string;
  parameters?: Json[];
  responses?: Record<string, Json>;
};
export interface OpenApiDocument {
  paths?: Record<string, Record<string, Operation>>;
  components?: Json;
}

const methods = ['get', 'post', 'put', 'patch', 'delete'];

/** `GET /api/shows/{id}/events` -> `getShowsByIdEvents`: stable, unique, readable in generated clients. */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api\/?/, '')
    .split(/[/.-]+/)
    .filter(Boolean)
    .map((part) => {
      const param = /^\{(\w+)\}$/.exec(part);
      return param ? `By${param[1]![0]!.toUpperCase()}${param[1]!.slice(1)}` : part;
    })
    .map((word) => word[0]!.toUpperCase() + word.slice(1));
  return method.toLowerCase() + words.join('');
}

/**
 * OpenAPI 3.0: `nullable` does not add null to an `enum` (Ajv and generated clients rejected a real
 * `gender: null`): null is listed. Walks every schema of the document.
 */
function listNullInEnums(node: unknown) {
  if (Array.isArray(node)) return node.forEach(listNullInEnums);
  if (!node || typeof node !== 'object') return;
  const schema = node as Json;
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null))
    schema.enum = [...schema.enum, null];
  Object.values(schema).forEach(listNullInEnums);
}

function completeOperation(op: Operation, method: string, path: string, route: RouteFacts | undefined) {
  op.operationId ??= operationIdOf(method, path);
  for (const parameter of op.parameters ?? [])
    if (parameter.in === 'query' && parameter.name === 'pageSize')
      parameter.schema = { ...(parameter.schema as Json), enum: [...pageSizes] };
  const responses = (op.responses ??= {});
  const media = route?.produces ?? mediaTypesOf(path);
  if (media && responses['200'] && !responses['200'].content)
    responses['200'] = {
      ...responses['200'],
      content: Object.fromEntries(
        media.map((type) => [
          type,
          {
            schema:
              type.startsWith('text/') || type.endsWith('json') ? {} : { type: 'string', format: 'binary' },
          },
        ]),
      ),
    };
  if (!route) return;
  if (route.idempotent) (op.parameters ??= []).push(idempotencyKeyParameter);
  for (const status of errorStatuses(route)) responses[String(status)] ??= errorResponseRef(status);
}

const idempotencyKeyParameter = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'One key per user action, sent again with every retry of it: a request already answered with this key ' +
    'is answered the same way again (header Idempotent-Replayed: true) and changes nothing; the key with ' +
    'another request: 422 E00011. 1 to 255 visible ASCII characters (a UUID); kept 24 hours.',
  schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7e]+$' },
};

/** A prefix's root is registered as `/api/shows` and `/api/shows/`; the document names the latter. */
const routeOf = (routes: Map<string, RouteFacts>, method: string, path: string) =>
  routes.get(`${method.toUpperCase()} ${path}`) ??
  routes.get(`${method.toUpperCase()} ${path.replace(/(.)\/$/, '$1')}`);

/**
 * The document as clients read it (issue 22): every operation named, its error answers documented from
 * the route's declarations (openapi-errors.ts), null listed in nullable enums, the page sizes listed and the
 * media type of answers that are not JSON. `routes`: the facts gathered at registration, by method and path.
 */
export function completeDocument<T extends OpenApiDocument>(doc: T, routes: Map<string, RouteFacts>): T {
  const errors = errorComponents();
  const components = (doc.components ??= {}) as Json;
  components.schemas = { ...(components.schemas as Json), ...errors.schemas };
  components.responses = { ...(components.responses as Json), ...errors.responses };
  for (const [path, operations] of Object.entries(doc.paths ?? {}))
    for (const [method, op] of Object.entries(operations))
      if (methods.includes(method)) completeOperation(op, method, path, routeOf(routes, method, path));
  listNullInEnums(doc.paths);
  return doc;
}
