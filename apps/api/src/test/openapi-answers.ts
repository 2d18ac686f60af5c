import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

type Json = Record<string, unknown>;
export interface Doc {
  paths: Record<string, Record<string, { responses?: Record<string, Json> }>>;
  components?: { responses?: Record<string, Json> };
}

/** OpenAPI 3.0's boolean `exclusiveMinimum`/`exclusiveMaximum` (draft 4) as the numbers Ajv reads. */
function draft7(node: unknown): unknown {
  if (Array.isArray(node)) node.forEach(draft7);
  else if (node && typeof node === 'object') {
    const schema = node as Json;
    for (const [flag, bound] of [
      ['exclusiveMinimum', 'minimum'],
      ['exclusiveMaximum', 'maximum'],
    ] as const)
      if (typeof schema[flag] === 'boolean') {
        if (schema[flag]) schema[flag] = schema[bound];
        else delete schema[flag];
        if (schema[flag] !== undefined) delete schema[bound];
      }
    Object.values(schema).forEach(draft7);
  }
  return node;
}

const pointer = (...parts: string[]) =>
  parts.map((p) => p.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

/**
 * Checks real answers against the OpenAPI document the server publishes, as a client would read it: the
 * status is documented for the operation, the media type is the one documented, and a JSON body passes Ajv
 * (with OpenAPI's `nullable`) against the documented schema.
 */
export function answerChecker(original: Doc) {
  const doc = draft7(structuredClone(original)) as Doc;
  const ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false });
  addFormats.default(ajv);
  ajv.addSchema(doc as unknown as Json, 'openapi.json');
  const compiled = new Map<string, ValidateFunction>();
  const validatorAt = (ref: string) => {
    let validate = compiled.get(ref);
    if (!validate) compiled.set(ref, (validate = ajv.compile({ $ref: ref })));
    return validate;
  };

  return (method: string, path: string, status: number, contentType: string, body: string) => {
    const op = doc.paths[path]?.[method.toLowerCase()];
    if (!op) return `${method} ${path} is not documented`;
    let response = op.responses?.[String(status)];
    let base = `openapi.json#/${pointer('paths', path, method.toLowerCase(), 'responses', String(status))}`;
    if (!response) return `${method} ${path} answered ${status}, not documented`;
    if (typeof response.$ref === 'string') {
      const name = response.$ref.split('/').pop()!;
      response = doc.components!.responses![name]!;
      base = `openapi.json#/${pointer('components', 'responses', name)}`;
    }
    const content = response.content as Record<string, { schema?: Json }> | undefined;
    if (!content)
      return body.length && status !== 204
        ? `${method} ${path} ${status}: a body, none documented`
        : undefined;
    const media = contentType.split(';')[0]!.trim();
    if (!content[media])
      return `${method} ${path} ${status}: answered ${media}, documented ${Object.keys(content).join(', ')}`;
    if (media !== 'application/json' || !content[media].schema) return undefined;
    const validate = validatorAt(`${base}/${pointer('content', media, 'schema')}`);
    if (validate(JSON.parse(body))) return undefined;
    return `${method} ${path} ${status}: ${ajv.errorsText(validate.errors).slice(0, 400)}`;
  };
}
