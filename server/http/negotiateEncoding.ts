/**
 * The content coding to answer with, among `offered` (the server's order of
 * preference), as RFC 9110 §12.5.3 reads Accept-Encoding: a coding is
 * acceptable when it is listed, or `*` is, with a q above 0 (`br;q=0` refuses
 * brotli; `*` stands only for the codings not listed). The acceptable coding
 * of highest q wins, the server's order breaking ties; null means identity.
 * One reading for the whole server: static files and GraphQL answers.
 * Split by hand: the header is client text.
 */
export function negotiateEncoding<Coding extends string>(
  header: string | undefined,
  offered: readonly Coding[],
): Coding | null {
  const weights = new Map<string, number>();
  for (const entry of (header ?? '').split(',')) {
    const [name = '', ...params] = entry.split(';');
    let weight = 1;
    for (const param of params) {
      const [key = '', value = ''] = param.split('=');
      if (key.trim().toLowerCase() === 'q') weight = Number(value.trim()) || 0;
    }
    const coding = name.trim().toLowerCase();
    if (coding) weights.set(coding, weight);
  }
  let best: Coding | null = null;
  let bestWeight = 0;
  for (const coding of offered) {
    const weight = weights.get(coding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  return best;
}
