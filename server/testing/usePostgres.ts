// setupFiles of the server-postgres and load-postgres jest projects: stores are PostgreSQL's.
process.env.FOLIO_TEST_STORE = 'postgres';
