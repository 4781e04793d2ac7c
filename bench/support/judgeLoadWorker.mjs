// Worker entry: TypeScript needs tsx's loader, which a worker thread does not inherit.
import { register } from 'tsx/esm/api';

register();
await import('./judgeLoad.ts');
