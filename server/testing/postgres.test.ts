import fs from 'node:fs';
import { Client } from 'pg';
import { startTempPostgres, type TempPostgres } from './postgres';

// The harness the PostgreSQL store's tests stand on, proved on this machine: a real server
// from Debian's package, reached with node-postgres over TCP, and nothing left behind.
describe('a temporary PostgreSQL cluster', () => {
  let cluster: TempPostgres;
  beforeAll(async () => {
    cluster = await startTempPostgres();
  });
  afterAll(() => cluster.stop());

  it('serves its database on 127.0.0.1 to node-postgres, which writes and reads a row', async () => {
    expect(cluster.url).toMatch(/^postgres:\/\/folio:[\w-]+@127\.0\.0\.1:\d+\/folio_test$/);
    const client = new Client({ connectionString: cluster.url });
    await client.connect();
    try {
      await client.query('CREATE TABLE notes (id serial PRIMARY KEY, body text NOT NULL)');
      await client.query('INSERT INTO notes (body) VALUES ($1)', ['ÉCLAIRS from the harness']);
      const { rows } = await client.query('SELECT id, body, lower(body) AS quiet FROM notes');
      expect(rows).toEqual([
        { id: 1, body: 'ÉCLAIRS from the harness', quiet: 'éclairs from the harness' },
      ]);
      const { rows: where } = await client.query(
        'SELECT current_database() AS db, inet_server_addr()::text AS addr',
      );
      expect(where).toEqual([{ db: 'folio_test', addr: '127.0.0.1/32' }]);
    } finally {
      await client.end();
    }
  });

  it('refuses a login without the password', async () => {
    const anonymous = new Client({ connectionString: cluster.url.replace(/:[\w-]+@/, ':wrong@') });
    await expect(anonymous.connect()).rejects.toThrow(/password authentication failed/);
  });

  it('stops the server and removes its files, and a second stop does nothing', async () => {
    const other = await startTempPostgres({ database: 'another' });
    expect(fs.existsSync(other.dir)).toBe(true);
    await other.stop();
    await other.stop();
    expect(fs.existsSync(other.dir)).toBe(false);
    const client = new Client({ connectionString: other.url, connectionTimeoutMillis: 2000 });
    await expect(client.connect()).rejects.toThrow(/ECONNREFUSED/);
  });
});
