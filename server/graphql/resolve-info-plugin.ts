// A Pothos plugin that hands the resolvers which plan database queries from the selection beneath them a resolve
// info in graphql 17's shape, also when the operation runs compiled (compiled-execution.ts).
import SchemaBuilder, { BasePlugin, type PothosOutputFieldConfig, type PothosOutputFieldType, type SchemaTypes } from '@pothos/core';
import type { GraphQLFieldResolver } from 'graphql';
import { resolveInfoAsGraphQLJs } from './compiled-execution.ts';

const pluginName = 'graphql17ResolveInfo';

function isComposite(type: PothosOutputFieldType<SchemaTypes>): boolean {
  return type.kind === 'List' ? isComposite(type.type) : type.kind === 'Object' || type.kind === 'Interface' || type.kind === 'Union';
}

/**
 * Only a field that returns objects, or one the Prisma plugin loads itself (it marks them with a selection: relation
 * counts, fields with `select`), reads the selection beneath it or Pothos's per-request loader map; plain leaves
 * (the matrix's cells, a row's columns) are left unwrapped.
 */
function readsSelection(field: PothosOutputFieldConfig<SchemaTypes>): boolean {
  return isComposite(field.type) || field.extensions?.pothosPrismaSelect !== undefined;
}

export class Graphql17ResolveInfoPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override wrapResolve(resolver: GraphQLFieldResolver<unknown, Types['Context'], object>, field: PothosOutputFieldConfig<Types>) {
    if (!readsSelection(field as PothosOutputFieldConfig<SchemaTypes>)) return resolver;
    return ((parent, args, context, info) => resolver(parent, args, context, resolveInfoAsGraphQLJs(info))) as typeof resolver;
  }
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  export namespace PothosSchemaTypes {
    interface Plugins<Types extends SchemaTypes> {
      graphql17ResolveInfo: Graphql17ResolveInfoPlugin<Types>;
    }
  }
}

SchemaBuilder.registerPlugin(pluginName, Graphql17ResolveInfoPlugin);

export default pluginName;
