import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * ARCHITECTURE.md: every src/ui component and page view has `X.stories.tsx` beside it, and the stories run as
 * tests with an a11y check (the `storybook` project). A component is `…/X/X.tsx`, the file named after its
 * folder; helpers (`icons.tsx`, `X.css.ts`, differently named sub-parts) are not components of their own.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

/** Names of a CSF file's story exports: PascalCase named exports (`export const Open…`, `export { Open }`). */
function storyNames(source: string): string[] {
  const declared = [...source.matchAll(/^export\s+const\s+([A-Z]\w*)/gm)].map((match) => match[1] ?? '');
  const listed = [...source.matchAll(/^export\s*\{([^}]*)\}/gm)].flatMap((match) =>
    (match[1] ?? '')
      .split(',')
      .map((part) => part.trim().split(/\s+as\s+/).pop() ?? '')
      .filter((name) => /^[A-Z]/.test(name)),
  );
  return [...declared, ...listed];
}

/** One line per component under `dir` without a stories file beside it, or whose stories file has no story. */
function missingStories(dir: string, base: string): string[] {
  return [...walk(dir)]
    .filter((file) => file.endsWith('.tsx') && basename(file, '.tsx') === basename(dirname(file)))
    .sort()
    .flatMap((component) => {
      const stories = component.replace(/\.tsx$/, '.stories.tsx');
      if (!existsSync(stories)) return [`${relative(base, component)}: no ${basename(stories)} beside it`];
      if (storyNames(readFileSync(stories, 'utf8')).length === 0) return [`${relative(base, stories)}: no story`];
      return [];
    });
}

describe('stories cover src/ui', () => {
  it('every component X/X.tsx has X.stories.tsx beside it with at least one story', () => {
    const uiDir = join(root, 'src/ui');
    expect(existsSync(uiDir), 'src/ui is missing').toBe(true);
    const missing = missingStories(uiDir, root);
    expect(missing, `components without stories:\n${missing.join('\n')}`).toEqual([]);
  });

  it('reads story exports from CSF source', () => {
    expect(storyNames('export default meta;\nexport const Default: Story = {};\nexport const Open = {};')).toEqual([
      'Default',
      'Open',
    ]);
    expect(storyNames('const meta = {};\nexport default meta;\nexport const helper = 1;')).toEqual([]);
    expect(storyNames('export { Closed, Base as Open, meta as default };')).toEqual(['Closed', 'Open']);
  });

  it('reports a component without stories and a stories file without a story, and ignores helpers', () => {
    const dir = mkdtempSync(join(tmpdir(), 'stories-coverage-'));
    try {
      const write = (path: string, text: string) => {
        mkdirSync(dirname(join(dir, path)), { recursive: true });
        writeFileSync(join(dir, path), text);
      };
      write('Card/Card.tsx', 'export function Card() {}');
      write('Card/CardBody.tsx', 'export function CardBody() {}');
      write('Badge/Badge.tsx', 'export function Badge() {}');
      write('Badge/Badge.stories.tsx', 'export default {};');
      write('views/Home/Home.tsx', 'export function Home() {}');
      write('views/Home/Home.stories.tsx', 'export default {};\nexport const Loading = {};');
      write('icons.tsx', 'export function Icon() {}');
      expect(missingStories(dir, dir)).toEqual(['Badge/Badge.stories.tsx: no story', 'Card/Card.tsx: no Card.stories.tsx beside it']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
