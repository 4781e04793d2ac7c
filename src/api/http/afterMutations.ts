import { type DocumentNode, OperationTypeNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { rootFields } from './rootFields.ts';

/**
 * Calls `listener` after every mutation, over HTTP or the WebSocket, whatever it changed: for what
 * is kept from the data as a whole (the results cache, the embedded database's statistics).
 * Also after a refused one: it wrote nothing, and telling them apart would cost more than the
 * listeners' work.
 */
export function afterMutationsPlugin(listener: () => void): Plugin {
  return {
    onExecute({ args }) {
      if (rootFields(args.document as DocumentNode).operation?.operation !== OperationTypeNode.MUTATION)
        return;
      return { onExecuteDone: listener };
    },
  };
}
