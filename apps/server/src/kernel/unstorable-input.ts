import { type ASTNode, type DocumentNode, GraphQLError, Kind, visit } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { badInput, type FieldError } from './errors.ts';
import { isStorableText, UNSTORABLE_TEXT_KEY, unstorableTextErrors } from './unstorable-text.ts';

// An input object variable ($input) names its fields as the services do ('name.en'); any other
// variable is named by itself ('title', 'ids.0').
function variableErrors(variables: Readonly<Record<string, unknown>>): FieldError[] {
  return Object.entries(variables).flatMap(([name, value]) =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? unstorableTextErrors(value)
      : unstorableTextErrors(value, name),
  );
}

// Strings written into the document itself: the path of arguments and object fields above them.
function literalErrors(document: ASTNode): FieldError[] {
  const errors: FieldError[] = [];
  visit(document, {
    StringValue(node, _key, parent, _path, ancestors) {
      if (isStorableText(node.value)) return;
      // The direct parent (the object field or argument holding the string) is not among the ancestors.
      const names = [...ancestors, parent ?? []].flatMap((a) =>
        'kind' in a && (a.kind === Kind.ARGUMENT || a.kind === Kind.OBJECT_FIELD) ? [a.name.value] : [],
      );
      errors.push({
        field: (names.length > 1 ? names.slice(1) : names).join('.'),
        message: UNSTORABLE_TEXT_KEY,
      });
    },
  });
  return errors;
}

// Yoga's parse cache hands the same document object to every request with the same text, so its
// literals are read once, not on every request (issue #18's profile: graphql's visit).
const literalErrorsByDocument = new WeakMap<DocumentNode, FieldError[]>();
function documentLiteralErrors(document: DocumentNode): FieldError[] {
  let errors = literalErrorsByDocument.get(document);
  if (!errors) {
    errors = literalErrors(document);
    literalErrorsByDocument.set(document, errors);
  }
  return errors;
}

/**
 * Refuses every operation with text PostgreSQL cannot store (NUL, lone surrogates) anywhere in its
 * variables or literals, as BAD_USER_INPUT with field errors, before any resolver runs — one place
 * for every argument, nested input and translation object instead of a check per field.
 */
export const refuseUnstorableInput: Plugin = {
  onExecute({ args, setResultAndStopExecution }) {
    const fieldErrors = [
      ...variableErrors(args.variableValues ?? {}),
      ...documentLiteralErrors(args.document),
    ];
    if (fieldErrors.length === 0) return;
    const error = badInput(fieldErrors);
    setResultAndStopExecution({
      errors: [
        new GraphQLError(error.message, {
          extensions: { code: error.code, messageKey: error.messageKey, fieldErrors: error.fieldErrors },
        }),
      ],
    });
  },
};
