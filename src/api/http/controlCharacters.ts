import { type DocumentNode, visit } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { hasControlCharacters } from '../../shared/validation.ts';
import { validationFailed } from '../errors.ts';
import { rootFields } from './rootFields.ts';

/** The path of the first text inside `value` holding a control character, e.g. `input.color`. */
function controlCharacterPath(value: unknown, path: string): string | null {
  if (typeof value === 'string') return hasControlCharacters(value) ? path : null;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = controlCharacterPath(item, `${path}.${i}`);
      if (found) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = controlCharacterPath(item, path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return null;
}

/** The argument whose text, written into the document itself, holds a control character. */
function literalPath(document: DocumentNode): string | null {
  let found: string | null = null;
  visit(document, {
    Argument(node) {
      if (found) return false;
      let hit = false;
      visit(node.value, {
        StringValue(value) {
          if (hasControlCharacters(value.value)) hit = true;
        },
      });
      if (hit) found = node.name.value;
      return undefined;
    },
  });
  return found;
}

/**
 * Fields that check their texts themselves: a judge's batch answers each op on its own, so that one
 * bad item never fails its siblings (and a bad device report sent with it never fails the batch);
 * a tablet's report names the field at fault by its whole path (`report.name`).
 */
const SELF_CHECKED_FIELDS = new Set(['submitJudgingOps', 'reportJudgingDevice']);

function checksItsOwnText(document: DocumentNode, operationName: string | null | undefined): boolean {
  const { fields } = rootFields(document, operationName);
  return fields.length > 0 && fields.every((field) => SELF_CHECKED_FIELDS.has(field));
}

/**
 * No text a person types holds a control character (tab and line breaks aside), and PostgreSQL
 * cannot even store NUL: such input is refused as VALIDATION_FAILED naming the field, before any
 * resolver runs, for every operation alike.
 */
export function rejectControlCharactersPlugin(): Plugin {
  const check = (document: DocumentNode, operationName: string | null | undefined, variables: unknown) => {
    if (checksItsOwnText(document, operationName)) return null;
    const path = controlCharacterPath(variables ?? {}, '') ?? literalPath(document);
    if (!path) return null;
    // The input's own name, as the forms know their fields: `input.location.city` is `city`.
    const field =
      path
        .split('.')
        .filter((part) => !/^\d+$/.test(part))
        .at(-1) ?? path;
    return validationFailed(field, `${field} must not hold control characters`);
  };
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const refusal = check(args.document, args.operationName, args.variableValues);
      if (refusal) setResultAndStopExecution({ errors: [refusal] });
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      const refusal = check(args.document, args.operationName, args.variableValues);
      if (refusal) setResultAndStopExecution({ errors: [refusal] });
    },
  };
}
