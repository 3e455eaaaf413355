// The one cluster per run of the server-postgres and load-postgres jest projects (jest runs a
// global setup module once, so both share it): started here, its admin URL handed to the test
// files (FOLIO_TEST_PG_URL, which workers inherit), one database per test file made by
// newPostgresDatabase() (testStore.ts); postgresGlobalTeardown.ts stops and removes it.
import { startTempPostgres, type TempPostgres } from './postgres';

declare global {
  var folioTestPostgres: TempPostgres | undefined;
}

export default async function globalSetup(): Promise<void> {
  const pg = await startTempPostgres({ database: 'folio_admin' });
  globalThis.folioTestPostgres = pg;
  process.env.FOLIO_TEST_PG_URL = pg.url.slice(0, pg.url.lastIndexOf('/'));
}
