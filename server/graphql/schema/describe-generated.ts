// Descriptions for the schema elements that plugins generate from structure alone: result unions (errors plugin),
// `input` arguments of mutations, the Node interface, global `id` fields, connections, edges, PageInfo and the
// pagination arguments (relay plugin). Everything written by
// hand carries its own description; a test fails when anything is left undescribed.
import { isInputObjectType, isInterfaceType, isObjectType, isUnionType, type GraphQLSchema } from 'graphql';

const PAGINATION_ARGS: Record<string, string> = {
  first: 'Return at most this many items from the start (default 20, at most 100).',
  after: 'Return items after this cursor.',
  last: 'Return at most this many items from the end.',
  before: 'Return items before this cursor.',
};

const CONNECTION_FIELDS: Record<string, string> = {
  edges: 'The items of this page, each with its cursor.',
  pageInfo: 'Where this page sits in the whole list.',
  totalCount: 'How many items the whole list has.',
  node: 'The item.',
  cursor: 'Opaque position of this item, for `after` and `before`.',
  hasNextPage: 'Whether more items follow this page.',
  hasPreviousPage: 'Whether items precede this page.',
  startCursor: 'Cursor of the first item of the page.',
  endCursor: 'Cursor of the last item of the page.',
};

function structuralTypeDescription(name: string): string | undefined {
  if (name === 'PageInfo') return 'Pagination state of a connection (Relay).';
  if (name.endsWith('Connection')) return 'A page of a list, Relay-style: edges, page info and the total count.';
  if (name.endsWith('Edge')) return 'One item of a connection page with its cursor.';
  return undefined;
}

export function describeGenerated(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (isUnionType(type) && !type.description && type.name.endsWith('Result')) {
      type.description = `The outcome of ${type.name.replace(/Result$/, '')}: the payload on success, or one of the errors it can fail with.`;
    }
    if (type.name === 'Node' && isInterfaceType(type)) {
      type.description ??= 'An object with a global ID, fetchable with `node(id:)`.';
    }
    const structural = structuralTypeDescription(type.name);
    if (structural && !type.description) type.description = structural;
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (field.name === 'id' && !field.description) field.description = 'Globally unique ID (opaque; use with `node(id:)`).';
        if (structural && !field.description) field.description = CONNECTION_FIELDS[field.name];
        for (const arg of field.args) {
          if (arg.name === 'input' && !arg.description) arg.description = 'The input fields.';
          if (arg.name === 'id' && !arg.description) arg.description = 'A global ID.';
          if (arg.name === 'ids' && !arg.description) arg.description = 'Global IDs.';
          if (PAGINATION_ARGS[arg.name] && !arg.description) arg.description = PAGINATION_ARGS[arg.name];
        }
      }
    }
    if (isInputObjectType(type) && !type.description && type.name.endsWith('Input')) {
      type.description = `Input of ${type.name.replace(/Input$/, '')}.`;
    }
  }
  return schema;
}
