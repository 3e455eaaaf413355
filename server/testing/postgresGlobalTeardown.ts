// Stops and removes the cluster postgresGlobalSetup.ts started (startTempPostgres also stops it
// at exit should this never run).
export default async function globalTeardown(): Promise<void> {
  await globalThis.folioTestPostgres?.stop();
  globalThis.folioTestPostgres = undefined;
}
