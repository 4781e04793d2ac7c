import { startAppServer } from './appServer';

/** One server with demo data for the whole run; tests read its address from E2E_BASE_URL. */
export default async function globalSetup() {
  const server = await startAppServer();
  process.env.E2E_BASE_URL = server.url;
  // Without SMTP_URL the server writes each mail to DATA_DIR/mail/*.eml; journeys read them there.
  process.env.E2E_DATA_DIR = server.dataDir;
  return async () => {
    await server.stop();
  };
}
