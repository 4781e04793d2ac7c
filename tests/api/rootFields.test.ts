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

  it('lists no field that a fragment holds', () => {
    const fragment = parse('mutation { ... on Mutation { saveClient(id: 1) { id } } }');
    expect(rootFields(fragment)).toMatchObject({ operation: { operation: 'mutation' }, fields: [] });
  });
});
