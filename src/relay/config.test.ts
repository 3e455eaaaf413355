import type * as ConfigModule from './config';

describe('transport build settings', () => {
  const saved = { ...process.env };

  afterEach(() => {
    process.env = { ...saved };
  });

  async function loadConfig(): Promise<typeof ConfigModule> {
    let config: typeof ConfigModule | undefined;
    await jest.isolateModulesAsync(async () => {
      config = await import('./config');
    });
    return config!;
  }

  it('defaults to POST /graphql when the build sets nothing', async () => {
    delete process.env.FOLIO_GRAPHQL_ENDPOINT;
    delete process.env.FOLIO_GRAPHQL_METHOD;

    const config = await loadConfig();

    expect(config.graphqlEndpoint).toBe('/graphql');
    expect(config.graphqlMethod).toBe('POST');
  });

  it('uses the endpoint and method the build sets', async () => {
    process.env.FOLIO_GRAPHQL_ENDPOINT = 'https://api.example.test/graphql';
    process.env.FOLIO_GRAPHQL_METHOD = 'get';

    const config = await loadConfig();

    expect(config.graphqlEndpoint).toBe('https://api.example.test/graphql');
    expect(config.graphqlMethod).toBe('GET');
  });
});
