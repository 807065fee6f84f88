import { isWellFormedId, VALIDATION_MESSAGE_KEYS } from '@fika/domain';
import SchemaBuilder, {
  BasePlugin,
  createInputValueMapper,
  mapInputFields,
  type PothosInputFieldType,
  type PothosOutputFieldConfig,
  type SchemaTypes,
} from '@pothos/core';
import type { GraphQLFieldResolver } from 'graphql';
import { badInput, type FieldError } from './errors.ts';

declare global {
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      idInput: IdInputPlugin<Types>;
    }
  }
}

/**
 * Refuses every ID argument or ID field of an input, at any depth and in lists, that is not a
 * well-formed id ("", "   ", "a/b", …) with BAD_USER_INPUT before the resolver runs. Done once
 * here rather than in each service, where `if (id)` took an empty id for "no id" and created a row
 * named "" from an update.
 */
export class IdInputPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override wrapResolve(
    resolver: GraphQLFieldResolver<unknown, Types['Context'], object>,
    fieldConfig: PothosOutputFieldConfig<Types>,
  ): GraphQLFieldResolver<unknown, Types['Context'], object> {
    const isId = (type: PothosInputFieldType<Types>): boolean => {
      let inner = type;
      while (inner.kind === 'List') inner = inner.type;
      return inner.kind === 'Scalar' && this.buildCache.getTypeConfig(inner.ref).name === 'ID';
    };
    const idFields = mapInputFields(fieldConfig.args, this.buildCache, (field) =>
      isId(field.type) ? field.name : null,
    );
    if (!idFields) return resolver;
    return (parent, args, context, info) => {
      const errors: FieldError[] = [];
      createInputValueMapper(idFields, (value, mapping) => {
        const field = mapping.value ?? 'id';
        if (!isWellFormedId(String(value)) && !errors.some((e) => e.field === field)) {
          errors.push({ field, message: VALIDATION_MESSAGE_KEYS.invalid });
        }
        return value;
      })(args);
      if (errors.length > 0) throw badInput(errors);
      return resolver(parent, args, context, info);
    };
  }
}

/** The plugin's name, for the builder's `plugins` list. */
export const idInputPlugin = 'idInput' as const;
SchemaBuilder.registerPlugin(idInputPlugin, IdInputPlugin);
