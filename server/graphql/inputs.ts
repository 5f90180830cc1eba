// GraphQL input types are written with Pothos next to their resolvers; the commands they feed are zod schemas in
// domain/validation. FieldsOf ties the two together at compile time: `inputFields: (t) => ({ … }) satisfies
// FieldsOf<Command>` fails to compile when a field is missing or misspelt, and passing the input to the service
// checks every field's type against the schema's.

/**
 * Exactly the keys of `Command`, less `Left` (fields the GraphQL input leaves out, e.g. REST's paging) and with
 * `Extra` (fields the resolver takes itself, e.g. the id of the object to change).
 */
export type FieldsOf<Command, Left extends keyof Command = never, Extra extends string = never> = Record<Exclude<keyof Command, Left> | Extra, unknown>;
