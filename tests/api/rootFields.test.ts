import { rootFields } from '@api/http/rootFields.ts';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';

describe('rootFields', () => {
  const document = parse(`query Before { __typename events { id } }
    mutation Rename { saveClient(id: 1) { id } }
    mutation Batch { submitJudgingOps(ops: []) { opId } other: submitJudgingOps(ops: []) { opId } }`);

  it('names the operation the request runs, not the first in its document', () => {
    expect(rootFields(document, 'Rename')).toMatchObject({
      operation: { operation: 'mutation' },
      fields: ['saveClient'],
    });
    expect(rootFields(document, 'Batch').fields).toEqual(['submitJudgingOps', 'submitJudgingOps']);
    expect(rootFields(document, 'Before').fields).toEqual(['__typename', 'events']);
  });

  it('knows no operation when the name is missing or unknown in a document of several', () => {
    expect(rootFields(document)).toEqual({ operation: undefined, fields: [] });
    expect(rootFields(document, 'Elsewhere')).toEqual({ operation: undefined, fields: [] });
    expect(rootFields(parse('mutation { saveClient(id: 1) { id } }')).fields).toEqual(['saveClient']);
  });

  it('lists no field when a fragment at the top holds some: the list would not be complete', () => {
    const fragment = parse('mutation { ... on Mutation { saveClient(id: 1) { id } } }');
    expect(rootFields(fragment)).toMatchObject({ operation: { operation: 'mutation' }, fields: [] });
    // A harmless field beside it must not make the fragment's change pass unseen.
    const beside = parse(
      'mutation { createPigeon(input: {}) { id } ...Rename } fragment Rename on Mutation { saveClient(id: 1) { id } }',
    );
    expect(rootFields(beside).fields).toEqual([]);
  });
});
