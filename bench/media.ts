import sharp from 'sharp';
import { signUpCookie, upload } from '../server/testing/uploads';
import { startTestServer } from '../server/testing/testServer';
import { type BenchSection, type Metric, progress } from './section';

const RUNS = 3;

/**
 * A 4000 × 3000 image: random blocks upscaled smoothly (`photo`, like a camera's JPEG) or with
 * hard edges (`graphic`, like a screenshot, the PNGs writers paste). Each seed differs, so no
 * upload is a stored duplicate.
 */
async function picture(kind: 'photo' | 'graphic', seed: number): Promise<Buffer> {
  const [w, h] = kind === 'photo' ? [400, 300] : [80, 60];
  const raw = Buffer.alloc(w * h * 3);
  let x = seed * 7919;
  for (let i = 0; i < raw.length; i++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    raw[i] = x >> 23;
  }
  const big = sharp(raw, { raw: { width: w, height: h, channels: 3 } }).resize(4000, 3000, {
    kernel: kind === 'photo' ? 'lanczos3' : 'nearest',
  });
  return kind === 'photo' ? big.jpeg({ quality: 90 }).toBuffer() : big.png().toBuffer();
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** POST /media until the 201: decoding, every rendition encoded, stored and recorded. */
export const mediaSection: BenchSection = {
  name: 'media',
  description: 'Upload-to-ready time of a 12-megapixel JPEG and a 4,000 × 3,000 PNG (median of 3)',
  async run() {
    const server = await startTestServer();
    const metrics: Metric[] = [];
    try {
      const cookie = await signUpCookie(server.origin, 'bench_uploader');
      for (const [kind, label, type] of [
        ['photo', '12 MP JPEG', 'image/jpeg'],
        ['graphic', '4000×3000 PNG', 'image/png'],
      ] as const) {
        const times: number[] = [];
        let size = 0;
        for (let run = 0; run < RUNS; run++) {
          const bytes = await picture(kind, run + 1);
          size = bytes.length;
          const started = performance.now();
          const answer = await upload(server.origin, cookie, bytes, { 'content-type': type });
          times.push(performance.now() - started);
          if (answer.status !== 201) throw new Error(`upload answered ${answer.status}`);
          progress(
            `${label} ${(bytes.length / 1e6).toFixed(1)} MB: ${times.at(-1)!.toFixed(0)} ms`,
          );
        }
        metrics.push({
          metric: `upload to ready, ${label} (median)`,
          value: median(times),
          unit: 'ms',
        });
        metrics.push({ metric: `upload size, ${label}`, value: size, unit: 'B' });
      }
    } finally {
      await server.close();
    }
    return metrics;
  },
};
