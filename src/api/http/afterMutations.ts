import { type DocumentNode, type ExecutionResult, OperationTypeNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { ErrorCode } from '../../shared/errorCodes.ts';
import { rootFields } from './rootFields.ts';

const SHED: ErrorCode = 'SERVER_BUSY';

/**
 * Calls `listener` after every mutation, over HTTP or the WebSocket, with the names of its
 * top-level fields (empty when they are not known: fields in fragments), for what is kept from
 * the data (the public answers, the results cache, the embedded database's statistics). Also after
 * a refused one: it wrote nothing, but telling them apart would cost more than the listeners' work.
 * Not after a one-field mutation refused for load (SERVER_BUSY): it ran nothing, and while the
 * server sheds load, the listeners' work (raising view versions on PostgreSQL) is what it sheds.
 */
export function afterMutationsPlugin(
  listener: (fields: string[], context: unknown) => void | Promise<void>,
): Plugin {
  return {
    onExecute({ args }) {
      const { operation, fields } = rootFields(args.document as DocumentNode, args.operationName);
      if (operation?.operation !== OperationTypeNode.MUTATION) return;
      return {
        onExecuteDone: ({ result }) => {
          const errors = Symbol.asyncIterator in result ? [] : ((result as ExecutionResult).errors ?? []);
          if (fields.length === 1 && errors.some((error) => error.extensions?.code === SHED)) return;
          return listener(fields, args.contextValue);
        },
      };
    },
  };
}
