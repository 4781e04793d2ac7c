import { type DocumentNode, OperationTypeNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { rootFields } from './rootFields.ts';

/**
 * Calls `listener` after every mutation, over HTTP or the WebSocket, with the names of its
 * top-level fields (empty when they are not known: fields in fragments), for what is kept from
 * the data (the public answers, the results cache, the embedded database's statistics). Also after
 * a refused one: it wrote nothing, but telling them apart would cost more than the listeners' work.
 */
export function afterMutationsPlugin(
  listener: (fields: string[], context: unknown) => void | Promise<void>,
): Plugin {
  return {
    onExecute({ args }) {
      const { operation, fields } = rootFields(args.document as DocumentNode, args.operationName);
      if (operation?.operation !== OperationTypeNode.MUTATION) return;
      return { onExecuteDone: () => listener(fields, args.contextValue) };
    },
  };
}
