import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BenchSection, type Metric, progress } from './section';

// Issue 30's import figures: a WordPress WXR of 10,000 posts (about 50 MB, written here) into a
// new SQLite store, all in one transaction, timed; and the importing process's peak RSS at
// 1,000 and 10,000 posts, which should stay flat (the posts wait in a spool file, not memory).

const ROOT = path.join(__dirname, '..');
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');

/** About 5 kB of post HTML, as WordPress's block editor writes it. */
function postHtml(n: number): string {
  const sentence = `Post ${n} says something worth keeping, with <strong>bold</strong> and <a href="https://old.example/${n}">a link</a>. `;
  const paragraph = `<!-- wp:paragraph -->\n<p>${sentence.repeat(8)}</p>\n<!-- /wp:paragraph -->\n`;
  const list = `<ul><li>one</li><li>two</li><li>three</li></ul>\n`;
  const code = `<pre class="wp-block-code"><code>const n = ${n};\nconsole.log(n);</code></pre>\n`;
  return paragraph.repeat(5) + list + code;
}

async function writeWxr(file: string, posts: number): Promise<void> {
  const out = fs.createWriteStream(file);
  const write = (text: string) =>
    out.write(text)
      ? Promise.resolve()
      : new Promise<void>((resolve) => out.once('drain', () => resolve()));
  await write(
    '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" ' +
      'xmlns:content="http://purl.org/rss/1.0/modules/content/" ' +
      'xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">' +
      '<channel><wp:author><wp:author_login><![CDATA[writer]]></wp:author_login>' +
      '<wp:author_display_name><![CDATA[A Writer]]></wp:author_display_name></wp:author>\n',
  );
  for (let n = 1; n <= posts; n++) {
    const day = String((n % 28) + 1).padStart(2, '0');
    await write(
      `<item><title><![CDATA[Post number ${n}]]></title>` +
        `<link>https://old.example/2024/05/${day}/post-${n}/</link>` +
        `<dc:creator><![CDATA[writer]]></dc:creator>` +
        `<content:encoded><![CDATA[${postHtml(n)}]]></content:encoded>` +
        `<wp:post_id>${n}</wp:post_id><wp:post_date_gmt>2024-05-${day} 10:00:00</wp:post_date_gmt>` +
        `<wp:post_name>post-${n}</wp:post_name><wp:status>publish</wp:status>` +
        `<wp:post_type>post</wp:post_type>` +
        `<category domain="post_tag" nicename="t${n % 20}"><![CDATA[Tag ${n % 20}]]></category></item>\n`,
    );
  }
  await write('</channel></rss>\n');
  await new Promise((resolve) => out.end(resolve));
}

function importOnce(wxr: string, dir: string): { ms: number; peakMb: number; created: number } {
  const db = path.join(dir, `import-${path.basename(wxr, '.xml')}.db`);
  const child = spawnSync(TSX, [path.join(__dirname, 'support', 'importChild.ts'), wxr, db], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 1 << 20,
  });
  if (child.status !== 0) throw new Error(`import failed: ${child.stderr}`);
  return JSON.parse(child.stdout.trim().split('\n').at(-1)!);
}

export const importSection: BenchSection = {
  name: 'import',
  description: 'import:wordpress of a 10,000-post WXR (~50 MB) into SQLite: time, peak RSS flat',
  async run() {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'folio-bench-import-'));
    try {
      const metrics: Metric[] = [];
      const peaks: number[] = [];
      for (const posts of [1_000, 10_000]) {
        const wxr = path.join(dir, `${posts}.xml`);
        await writeWxr(wxr, posts);
        const mb = fs.statSync(wxr).size / 1e6;
        const run = importOnce(wxr, dir);
        if (run.created !== posts) throw new Error(`created ${run.created} of ${posts} posts`);
        progress(
          `${posts} posts, ${mb.toFixed(1)} MB: ${(run.ms / 1000).toFixed(1)} s, ${run.peakMb.toFixed(0)} MB peak RSS`,
        );
        peaks.push(run.peakMb);
        if (posts === 10_000) {
          metrics.push({
            metric: `import 10,000 posts (${mb.toFixed(0)} MB WXR)`,
            value: run.ms / 1000,
            unit: 's',
            target: { op: '<=', value: 60 },
          });
        }
        metrics.push({
          metric: `import peak RSS, ${posts.toLocaleString('en')} posts`,
          value: run.peakMb,
          unit: 'MB',
          ...(posts === 10_000 ? { target: { op: '<=' as const, value: 300 } } : {}),
        });
      }
      metrics.push({
        metric: 'import peak RSS, 10,000 over 1,000 posts',
        value: peaks[1]! / peaks[0]!,
        unit: '×',
        target: { op: '<=', value: 1.5 },
      });
      return metrics;
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  },
};
