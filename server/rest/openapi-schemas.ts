// JSON schemas of the OpenAPI document, generated from zod. Responses: the response schemas of server/rest/shapes,
// as sent; every part named with .meta({ id }) becomes a component (#/components/schemas/<id>) that operations refer
// to. Requests: the command schemas' input, their fields under their wire names.
import { z } from 'zod';
import { objectSchemaOf, wireName } from './wire-names.ts';

export type JsonSchema = Record<string, unknown>;

/**
 * Formats are checked by name; zod's regex beside them only repeats the format, unreadably. A Date that code calling
 * a service may pass arrives over HTTP as ISO 8601 text.
 */
function override({ zodSchema, jsonSchema }: { zodSchema: z.core.$ZodTypes; jsonSchema: JsonSchema }) {
  if (zodSchema._zod.def.type === 'date') Object.assign(jsonSchema, { type: 'string', format: 'date-time' });
  if (typeof jsonSchema.format === 'string') delete jsonSchema.pattern;
  // z.int() states JavaScript's safe range, which says nothing a client needs to know.
  if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
  if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
}

const isNull = (schema: JsonSchema) => schema.type === 'null' || Object.keys(schema).length === 0;

/** The alternatives of a schema, nested anyOf flattened; the notes of the nesting ones (limits, description) kept. */
function alternatives({ anyOf, ...notes }: JsonSchema, into: JsonSchema): JsonSchema[] {
  if (!Array.isArray(anyOf)) return [{ ...notes }];
  Object.assign(into, notes);
  return (anyOf as JsonSchema[]).flatMap((option) => alternatives(option, into));
}

/**
 * A query parameter's schema: the command's input as a query string carries it. A query string has no null (absent
 * says it), a flag is true or false, a whole number is written in digits: the alternatives commands accept from JSON
 * and GraphQL collapse to that.
 */
export function queryParameterSchema(schema: JsonSchema): JsonSchema {
  const notes: JsonSchema = {};
  const options = alternatives(schema, notes)
    .filter((option) => !isNull(option))
    .map(({ type, ...rest }): JsonSchema => ({ ...rest, ...(type === undefined ? {} : { type: [type].flat().filter((t) => t !== 'null') }) }));
  const kinds = new Set(options.flatMap((option) => (option.type as string[] | undefined) ?? []));
  const single = (type: string, rest: JsonSchema = {}) => ({ ...notes, ...rest, type });
  if (kinds.has('boolean')) return single('boolean');
  const digitsOnly = options.every((o) => !(o.type as string[] | undefined)?.includes('string') || o.pattern === '^-?\\d+$');
  if ((kinds.has('number') || kinds.has('integer')) && digitsOnly) {
    const { type: _type, pattern: _pattern, ...limits } = Object.assign({}, ...options) as JsonSchema;
    return single(kinds.has('integer') || options.some((o) => o.pattern) ? 'integer' : 'number', limits);
  }
  const array = options.find((option) => (option.type as string[] | undefined)?.includes('array'));
  if (array) return single('array', { ...array, type: 'array' });
  if (options.every((option) => (option.type as string[] | undefined)?.join() === 'string')) {
    // Several string forms (a date or a date-time, "null" or an id): one string, the description saying which.
    return single('string', options.length === 1 ? options[0] : {});
  }
  return { ...notes, anyOf: options };
}

/** Rewrites zod's local references (#/$defs/<id>) to components, in place. */
function pointAtComponents(node: unknown): void {
  if (Array.isArray(node)) node.forEach(pointAtComponents);
  else if (node && typeof node === 'object') {
    const object = node as JsonSchema;
    if (typeof object.$ref === 'string') object.$ref = object.$ref.replace(/^#\/\$defs\//, '#/components/schemas/');
    Object.values(object).forEach(pointAtComponents);
  }
}

/** Collects the named schemas met while converting, as the document's components. */
export class SchemaComponents {
  readonly schemas: Record<string, JsonSchema> = {};

  /** The JSON schema of what a response sends: a reference to its component when it is named. */
  response(schema: z.ZodType): JsonSchema {
    return this.hoisted(z.toJSONSchema(schema, { io: 'output', override }) as JsonSchema);
  }

  /**
   * The JSON schema of what a client sends: the command schema's input, its fields under their wire names. A field
   * is required when leaving it out is refused (some required fields also read absence, to answer it with their
   * message).
   */
  request(schema: z.ZodType): JsonSchema {
    const converted = this.hoisted(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', override }) as JsonSchema);
    const { properties, required: _required, ...rest } = converted;
    if (!properties) return rest;
    const shape = objectSchemaOf(schema)?.shape ?? {};
    const required = Object.keys(shape).filter((name) => !(shape[name] as z.ZodType).safeParse(undefined).success);
    return {
      ...rest,
      properties: Object.fromEntries(Object.entries(properties as JsonSchema).map(([name, field]) => [wireName(name), wireNamed(field)])),
      ...(required.length ? { required: required.map(wireName) } : {}),
    };
  }

  private hoisted({ $schema: _dialect, $defs, ...schema }: JsonSchema): JsonSchema {
    for (const [id, definition] of Object.entries(($defs ?? {}) as Record<string, JsonSchema>)) {
      pointAtComponents(definition);
      const known = this.schemas[id];
      // Two different schemas under one id would make one of them undocumented: refuse rather than pick one.
      if (known && JSON.stringify(known) !== JSON.stringify(definition)) throw new Error(`Two REST schemas are named ${id}`);
      this.schemas[id] = definition;
    }
    pointAtComponents(schema);
    return schema;
  }
}

/** Nested objects' properties (a match's games) under their wire names too. */
function wireNamed(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(wireNamed);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => {
      if (key === 'properties' && inner && typeof inner === 'object') return [key, Object.fromEntries(Object.entries(inner).map(([name, field]) => [wireName(name), wireNamed(field)]))];
      if (key === 'required' && Array.isArray(inner)) return [key, inner.map((name) => (typeof name === 'string' ? wireName(name) : name))];
      return [key, wireNamed(inner)];
    }),
  );
}
