// The server-postgres jest project's one cluster per run: started here, its admin URL handed to
// the test files (FOLIO_TEST_PG_URL, which workers inherit), one database per test file made by
// tempStore(); postgresGlobalTeardown.ts stops and removes it.
import { startTempPostgres, type TempPostgres } from './postgres';

declare global {
  var folioTestPostgres: TempPostgres | undefined;
}

export default async function globalSetup(): Promise<void> {
  const pg = await startTempPostgres({ database: 'folio_admin' });
  globalThis.folioTestPostgres = pg;
  process.env.FOLIO_TEST_PG_URL = pg.url.slice(0, pg.url.lastIndexOf('/'));
}
