// setupFiles of the server-postgres jest project: tempStore() opens PostgreSQL stores.
process.env.FOLIO_TEST_STORE = 'postgres';
