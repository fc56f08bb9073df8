import fc from 'fast-check';
import {
  buildASTSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  parse,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { readTypeDefs } from '../../src/gateway/schema.js';
import { malformedValue, nastyString } from './nasty-values.js';

export interface FuzzedMutation {
  name: string;
  /** A document that calls the mutation with every argument as a variable. */
  document: string;
  variables: fc.Arbitrary<Record<string, unknown>>;
}

export function loadSchema(schemaDir: string): GraphQLSchema {
  return buildASTSchema(parse(readTypeDefs(schemaDir).join('\n')));
}

/** A value of the declared type whose text is nasty, or sometimes any malformed value. */
function valueOf(type: GraphQLInputType, depth: number): fc.Arbitrary<unknown> {
  const wellTyped = wellTypedValue(type, depth);
  return fc.oneof({ arbitrary: wellTyped, weight: 3 }, { arbitrary: malformedValue, weight: 1 });
}

function wellTypedValue(type: GraphQLInputType, depth: number): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return valueOf(type.ofType, depth);
  if (isListType(type)) return fc.array(valueOf(type.ofType, depth + 1), { maxLength: 4 });
  if (isEnumType(type)) return fc.constantFrom(...type.getValues().map((value) => value.name));
  if (isInputObjectType(type)) {
    if (depth > 4) return fc.constant({});
    const fields = Object.values(type.getFields());
    return fc.record(
      Object.fromEntries(fields.map((field) => [field.name, valueOf(field.type, depth + 1)])),
      { requiredKeys: fields.filter((field) => isNonNullType(field.type)).map((f) => f.name) },
    );
  }
  switch (type.name) {
    case 'Int':
      return fc.integer();
    case 'Float':
      return fc.double({ noNaN: true, noDefaultInfinity: true });
    case 'Boolean':
      return fc.boolean();
    case 'String':
    case 'ID':
      return nastyString;
    default:
      return malformedValue;
  }
}

function selectionOf(field: GraphQLField<unknown, unknown>): string {
  return isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
}

/** Every mutation of the schema, so that a new mutation is fuzzed without a change here. */
export function fuzzedMutations(schema: GraphQLSchema): FuzzedMutation[] {
  const mutationType = schema.getMutationType();
  if (!mutationType) return [];
  return Object.values(mutationType.getFields()).map((field) => {
    const declarations = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`);
    const call = field.args.map((arg) => `${arg.name}: $${arg.name}`);
    const document =
      `mutation Fuzz${declarations.length > 0 ? `(${declarations.join(', ')})` : ''} ` +
      `{ ${field.name}${call.length > 0 ? `(${call.join(', ')})` : ''}${selectionOf(field)} }`;
    const args = fc.record(
      Object.fromEntries(field.args.map((arg) => [arg.name, valueOf(arg.type, 0)])),
      { requiredKeys: [] },
    );
    const extra = fc.dictionary(nastyString, malformedValue, { maxKeys: 2 });
    const variables = fc.oneof(
      { arbitrary: args, weight: 4 },
      {
        arbitrary: fc.tuple(args, extra).map(([known, more]) => ({ ...more, ...known })),
        weight: 1,
      },
    );
    return { name: field.name, document, variables };
  });
}
