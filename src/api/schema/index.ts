import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSchema } from 'graphql-yoga';
import type { GraphQLContext } from '../context.ts';
import { accountsResolvers } from './accounts/resolvers.ts';
import { baseResolvers } from './base/resolvers.ts';
import { eventsResolvers } from './events/resolvers.ts';
import type { Resolvers } from './generated/resolvers.ts';
import { importResolvers } from './import/resolvers.ts';
import { judgingResolvers } from './judging/resolvers.ts';
import { pigeonsResolvers } from './pigeons/resolvers.ts';
import { resultsResolvers } from './results/resolvers.ts';
import { showOfficeResolvers } from './showOffice/resolvers.ts';

// Resolved from this file so the schema loads from any cwd, under tsx as well as in tests.
const SCHEMA_DIR = fileURLToPath(new URL('.', import.meta.url));

/** Every domain's resolvers; add a domain here when its folder gains a resolvers.ts. */
const RESOLVERS: Resolvers[] = [
  baseResolvers,
  eventsResolvers,
  showOfficeResolvers,
  accountsResolvers,
  pigeonsResolvers,
  importResolvers,
  judgingResolvers,
  resultsResolvers,
];

/** The contract: every *.graphql file under src/api/schema, in a stable order. */
export function loadTypeDefs(dir: string = SCHEMA_DIR): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => readFileSync(join(dir, file), 'utf8'));
}

export function buildSchema() {
  return createSchema<GraphQLContext>({ typeDefs: loadTypeDefs(), resolvers: RESOLVERS });
}
