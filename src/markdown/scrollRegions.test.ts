import { highlight } from './allGrammars';
import { renderMarkdown, whenPipelineReady } from './renderMarkdown';

// jsdom has no Worker: marked runs on this thread, once loaded.
beforeAll(() => whenPipelineReady());

function render(source: string): HTMLElement {
  const { html } = renderMarkdown(source, { highlighter: highlight });
  return new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;
}

describe('code and tables that may scroll sideways', () => {
  it('puts each table in a focusable region named after its columns', () => {
    const body = render('| Name | Type |\n|---|---|\n| id | ID! |\n\nText.\n\n| a |\n|---|\n| 1 |');
    const regions = Array.from(body.querySelectorAll('.table-scroll'));
    expect(regions.map((region) => region.getAttribute('aria-label'))).toEqual([
      'Table: Name, Type',
      'Table: a',
    ]);
    for (const region of regions) {
      expect(region.getAttribute('role')).toBe('region');
      expect(region.getAttribute('tabindex')).toBe('0');
      expect(region.firstElementChild?.localName).toBe('table');
    }
  });

  it('bounds the name a huge header gives a table', () => {
    const header = Array.from({ length: 400 }, (_, i) => `Column ${i} ${'x'.repeat(300)}`);
    const body = render(`| ${header.join(' | ')} |\n|${'---|'.repeat(400)}`);
    const label = body.querySelector('.table-scroll')!.getAttribute('aria-label')!;
    expect(label.startsWith('Table: Column 0 xxx')).toBe(true);
    expect(label.length).toBeLessThanOrEqual(90);
  });

  it('makes each code block a focusable region named by its language', () => {
    const body = render('```ts\nconst a = 1;\n```\n\n```\nplain\n```');
    const blocks = Array.from(body.querySelectorAll('pre'));
    expect(blocks.map((pre) => pre.getAttribute('aria-label'))).toEqual(['Code, ts', 'Code']);
    for (const pre of blocks) {
      expect(pre.getAttribute('role')).toBe('region');
      expect(pre.getAttribute('tabindex')).toBe('0');
    }
  });

  it('lets no user HTML name or place a region: only ours carry role and tabindex', () => {
    const body = render(
      '<div role="region" tabindex="0" aria-label="Forged" class="table-scroll">x</div>',
    );
    expect(body.querySelector('[role], [tabindex], [aria-label], .table-scroll')).toBeNull();
  });
});
