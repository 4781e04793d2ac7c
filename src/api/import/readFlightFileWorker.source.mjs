// The worker when the server runs from its TypeScript sources (tests, `npm run dev`): a worker
// thread does not inherit tsx's loader, so it registers it before loading the reader.
import { register } from 'tsx/esm/api';

register();
const { default: read } = await import('./readFlightFileWorker.ts');
export default read;
