/** The parts of an OpenAPI document the contract diff reads. */
interface Doc {
  info?: { version?: string };
  paths?: Record<string, Record<string, Operation | undefined> | undefined>;
}
interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: unknown } | undefined> };
  responses?: Record<string, { content?: Record<string, { schema?: unknown } | undefined> } | undefined>;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];

/** Every field path a JSON schema names: `data.jwt`, `data[].title`, through properties, items and compositions. */
export function fieldPaths(schema: unknown, prefix = ''): string[] {
  if (typeof schema !== 'object' || schema === null) return [];
  const node = schema as Record<string, unknown>;
  const paths: string[] = [];
  if (typeof node.properties === 'object' && node.properties !== null) {
    for (const [name, child] of Object.entries(node.properties)) {
      const path = prefix ? `${prefix}.${name}` : name;
      paths.push(path, ...fieldPaths(child, path));
    }
  }
  if (node.items) paths.push(...fieldPaths(node.items, `${prefix}[]`));
  for (const key of ['allOf', 'anyOf', 'oneOf']) {
    if (Array.isArray(node[key])) for (const part of node[key]) paths.push(...fieldPaths(part, prefix));
  }
  return [...new Set(paths)];
}

/** The media types of `content` missing in `now`, and the fields of each schema missing in its counterpart. */
function contentBreaks(
  where: string,
  before: Record<string, { schema?: unknown } | undefined> = {},
  now: Record<string, { schema?: unknown } | undefined> = {},
): string[] {
  const breaks: string[] = [];
  for (const [mediaType, media] of Object.entries(before)) {
    const current = now[mediaType];
    if (!current) {
      breaks.push(`${where}: media type ${mediaType} removed`);
      continue;
    }
    const kept = new Set(fieldPaths(current.schema));
    for (const field of fieldPaths(media?.schema)) {
      if (!kept.has(field)) breaks.push(`${where} (${mediaType}): field ${field} removed`);
    }
  }
  return breaks;
}

/** What `now` removes or renames of `stored`'s operations: one line per path, method, parameter or field. */
function operationBreaks(name: string, stored: Operation, now: Operation): string[] {
  const breaks: string[] = [];
  const params = new Set((now.parameters ?? []).map((p) => `${p.in}:${p.name}`));
  for (const p of stored.parameters ?? []) {
    if (!params.has(`${p.in}:${p.name}`)) breaks.push(`${name}: ${p.in} parameter ${p.name} removed`);
  }
  if (stored.requestBody && !now.requestBody) breaks.push(`${name}: request body removed`);
  breaks.push(...contentBreaks(`${name} request body`, stored.requestBody?.content, now.requestBody?.content));
  for (const [status, response] of Object.entries(stored.responses ?? {})) {
    const current = now.responses?.[status];
    if (!current) breaks.push(`${name}: response ${status} removed`);
    else breaks.push(...contentBreaks(`${name} response ${status}`, response?.content, current.content));
  }
  return breaks;
}

/**
 * The breaking changes of `live` against the stored contract: every path, method, parameter, request-body or response
 * field of `stored` that `live` no longer has. Additions are fine. None when `info.version` changed (a declared break).
 */
export function contractBreaks(stored: Doc, live: Doc): string[] {
  if (stored.info?.version !== live.info?.version) return [];
  const breaks: string[] = [];
  for (const [path, item] of Object.entries(stored.paths ?? {})) {
    const current = live.paths?.[path];
    if (!current) {
      breaks.push(`path ${path} removed`);
      continue;
    }
    for (const method of METHODS) {
      const operation = item?.[method];
      if (!operation) continue;
      const name = `${method.toUpperCase()} ${path}`;
      const now = current[method];
      if (!now) breaks.push(`${name} removed`);
      else breaks.push(...operationBreaks(name, operation, now));
    }
  }
  return breaks;
}
