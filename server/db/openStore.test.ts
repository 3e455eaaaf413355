import { tempLocation } from '../testing/tempLocation';
import { testEngine } from '../testing/testStore';
import { openStore, storeLocation } from './openStore';

test('FOLIO_DATABASE_URL selects PostgreSQL; otherwise FOLIO_DB names the SQLite file', () => {
  expect(storeLocation({ FOLIO_DATABASE_URL: 'postgres://folio@db/folio' }, 'data/x.db')).toEqual({
    dialect: 'postgres',
    url: 'postgres://folio@db/folio',
  });
  expect(storeLocation({ FOLIO_DB: '/srv/folio.db' }, 'data/x.db')).toEqual({
    dialect: 'sqlite',
    file: '/srv/folio.db',
  });
  expect(storeLocation({}, '/app/data/folio.db')).toEqual({
    dialect: 'sqlite',
    file: '/app/data/folio.db',
  });
  expect(() => storeLocation({ FOLIO_DATABASE_URL: 'mysql://db/folio' }, 'x.db')).toThrow(
    'FOLIO_DATABASE_URL must be a postgres:// or postgresql:// URL.',
  );
});

test('a new store is migrated and seeded through the store, and says it was new', async () => {
  const place = await tempLocation();
  try {
    let created = 0;
    const store = await openStore(place.location, { onCreated: () => created++ });
    expect(store.dialect).toBe(testEngine());
    expect(store.nodeIdKey).toHaveLength(16);
    expect((await store.articles.publishedArticles(50, null, null)).rows.length).toBeGreaterThan(
      20,
    );
    const version = await store.schemaVersion();
    await store.close();
    const again = await openStore(place.location, { onCreated: () => created++ });
    expect(await again.schemaVersion()).toBe(version);
    await again.close();
    expect(created).toBe(1);
  } finally {
    place.remove();
  }
}, 60_000);
