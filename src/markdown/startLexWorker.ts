// Kept apart and imported only where `Worker` exists: `import.meta` is a syntax error in the
// CommonJS that jest runs the client's modules as.

/** Starts the lexer's thread (lexWorker.ts, a chunk webpack builds for it). */
export function startLexWorker(): Worker {
  return new Worker(new URL('./lexWorker.ts', import.meta.url), { name: 'markdown-lexer' });
}
