// Descriptions for the schema elements that plugins generate from structure alone: result unions (errors plugin),
// `input` arguments of mutations, the Node interface and global `id` fields (relay plugin). Everything written by
// hand carries its own description; a test fails when anything is left undescribed.
import { isInputObjectType, isInterfaceType, isObjectType, isUnionType, type GraphQLSchema } from 'graphql';

export function describeGenerated(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (isUnionType(type) && !type.description && type.name.endsWith('Result')) {
      type.description = `The outcome of ${type.name.replace(/Result$/, '')}: the payload on success, or one of the errors it can fail with.`;
    }
    if (type.name === 'Node' && isInterfaceType(type)) {
      type.description ??= 'An object with a global ID, fetchable with `node(id:)`.';
    }
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (field.name === 'id' && !field.description) field.description = 'Globally unique ID (opaque; use with `node(id:)`).';
        for (const arg of field.args) {
          if (arg.name === 'input' && !arg.description) arg.description = 'The input fields.';
          if (arg.name === 'id' && !arg.description) arg.description = 'A global ID.';
          if (arg.name === 'ids' && !arg.description) arg.description = 'Global IDs.';
        }
      }
    }
    if (isInputObjectType(type) && !type.description && type.name.endsWith('Input')) {
      type.description = `Input of ${type.name.replace(/Input$/, '')}.`;
    }
  }
  return schema;
}
