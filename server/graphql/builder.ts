// The Pothos SchemaBuilder: plugins, scalars and defaults only. Types live in schema/<domain>.ts.
import SchemaBuilder, { type InputFieldBuilder } from '@pothos/core';
import ErrorsPlugin from '@pothos/plugin-errors';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin, { decodeGlobalID } from '@pothos/plugin-relay';
import type PrismaTypes from '../generated/pothos-types.ts';
import { getDatamodel } from '../generated/pothos-types.ts';
import type { RequestContext } from '../context.ts';
import { isUuid } from '../domain/validation/ids.ts';
import type { CountLists } from '../domain/matchup/index.ts';

/** What an ID that names nothing decodes to: a lookup that finds no row, so node(id:) answers null. */
const NOTHING = { typename: 'User', id: '00000000-0000-0000-0000-000000000000' };

/**
 * Global IDs from clients are untrusted: malformed base64, unknown types and ids that are not UUIDs all resolve to
 * nothing instead of reaching the database (where a malformed uuid would be an error).
 */
function decodeClientGlobalID(globalID: string): { typename: string; id: string } {
  try {
    const decoded = decodeGlobalID(globalID);
    builder.configStore.getTypeConfig(decoded.typename, 'Object');
    return isUuid(decoded.id) ? decoded : NOTHING;
  } catch {
    return NOTHING;
  }
}

export const builder = new SchemaBuilder<{
  Context: RequestContext;
  PrismaTypes: PrismaTypes;
  DefaultFieldNullability: false;
  // Relation queries may await the viewer's team ids (read scopes are async).
  AsyncSelections: true;
  Scalars: {
    // graphql-js reads every ID input as a string (an integer literal too), and services take ids as strings.
    ID: { Input: string; Output: string | number };
    DateTime: { Input: Date; Output: Date | string };
    JSON: { Input: unknown; Output: unknown };
    MatrixRowCounts: { Input: never; Output: CountLists };
  };
}>({
  plugins: [ErrorsPlugin, PrismaPlugin, RelayPlugin],
  defaultFieldNullability: false,
  prisma: {
    client: (ctx) => ctx.db,
    dmmf: getDatamodel(),
    filterConnectionTotalCount: true,
    onUnusedQuery: null,
    maxConnectionSize: 100,
    defaultConnectionSize: 20,
  },
  relay: {
    clientMutationId: 'omit',
    decodeGlobalID: decodeClientGlobalID,
    cursorType: 'String',
    nodeQueryOptions: { description: 'Fetches any object by its global ID; null when it does not exist or the viewer may not read it.' },
    nodesQueryOptions: { description: 'Fetches several objects by global ID; entries the viewer may not read are null.' },
  },
  errors: {
    defaultTypes: [],
    directResult: true,
    defaultUnionOptions: {
      // Mutation results are named after the mutation (LoginResult); other fields get their parent's prefix.
      name: ({ parentTypeName, fieldName }) =>
        `${parentTypeName === 'Mutation' ? '' : parentTypeName}${fieldName[0].toUpperCase()}${fieldName.slice(1)}Result`,
    },
  },
});

builder.scalarType('DateTime', {
  description: 'An instant in time as an ISO-8601 string in UTC.',
  serialize: (value) => (value instanceof Date ? value.toISOString() : new Date(value).toISOString()),
  parseValue: (value) => {
    const date = new Date(String(value));
    if (typeof value !== 'string' || Number.isNaN(date.getTime())) throw new TypeError('DateTime must be an ISO-8601 string');
    return date;
  },
});

builder.scalarType('JSON', {
  description: 'Arbitrary JSON data.',
  serialize: (value) => value,
  parseValue: (value) => value,
});

builder.queryType({ description: 'Everything a client can read.' });
builder.mutationType({ description: 'Everything a client can change.' });
builder.subscriptionType({ description: 'Live events over graphql-ws (or SSE) at /graphql.' });

/** The `t` of an input type's fields, for field sets that several input types share. */
export type InputFieldsBuilder = InputFieldBuilder<typeof builder.$inferSchemaTypes, 'InputObject'>;
