import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { storyNameFromExport, toId } from 'storybook/internal/csf';
import { describe, expect, it } from 'vitest';
import { buildMachineDocs, DOCS_JSON, docsJson, PAGES_STORIES, PAGES_TITLE, root, type MachineDocData } from '../../scripts/machineDocs.ts';
import { pagesStories } from '../../scripts/machinePagesStories.ts';
import { machineGraph } from '../../src/machines/atlas/graph.ts';
import { atlasEntries } from '../../src/machines/atlas/registry.ts';
import { leafStatePaths, storyNameOf, viewStories } from '../../src/machines/atlas/viewStories.ts';

/**
 * Issue 29: every machine has its Storybook "Machines" page, and every state a view renders links to its story.
 * The pages are written by `npm run machine-docs`; run it when this test says they are stale.
 */
const read = (file: string) => readFileSync(join(root, file), 'utf8');
const written = JSON.parse(read(DOCS_JSON)) as MachineDocData[];
const pagesSource = read(PAGES_STORIES);
const exportsOf = (source: string) => new Set([...source.matchAll(/^export\s+const\s+([A-Z]\w*)/gm)].map((match) => match[1] ?? ''));

describe('Storybook "Machines" pages (issue 29)', () => {
  it('are what npm run machine-docs writes today (else run it)', () => {
    const fresh = buildMachineDocs();
    expect(read(DOCS_JSON), `${DOCS_JSON} is stale: npm run machine-docs`).toBe(docsJson(fresh));
    expect(pagesSource, `${PAGES_STORIES} is stale: npm run machine-docs`).toBe(pagesStories(fresh));
  }, 60_000);

  it('has a page for every machine of the registry, in the order of the README index', () => {
    const pages = exportsOf(pagesSource);
    const missing = atlasEntries.filter(({ id }) => {
      const doc = written.find((candidate) => candidate.id === id);
      return !doc || !pages.has(doc.exportName) || doc.pageId !== toId(PAGES_TITLE, storyNameFromExport(doc.exportName));
    });
    expect(missing.map(({ id }) => id)).toEqual([]);
    expect(written.map(({ id }) => id)).toEqual(atlasEntries.map(({ id }) => id));
    expect(pages.has('Index')).toBe(true);
  });

  for (const { machineId, stories } of viewStories.filter((pair, index, all) => all.findIndex((other) => other.machineId === pair.machineId) === index)) {
    it(`links every state of the ${machineId} chart that ${stories} renders to its story`, () => {
      const entry = atlasEntries.find(({ id }) => id === machineId);
      expect(entry, `${machineId} is not in the atlas registry`).toBeDefined();
      const doc = written.find(({ id }) => id === machineId);
      const links = new Map(doc?.states.map((state) => [state.state, state]));
      const chartStates = new Set(machineGraph(entry!.machine).nodes.map((node) => node.id));
      const storyNames = exportsOf(read(stories));
      const title = /^\s*title:\s*'([^']+)'/m.exec(read(stories))?.[1] ?? '';
      const unlinked = leafStatePaths(entry!.machine.root).filter((path) => {
        const state = path.join('.');
        const link = links.get(state);
        return (
          !chartStates.has(state) ||
          !link ||
          !storyNames.has(storyNameOf(path)) ||
          link.storyId !== toId(title, storyNameFromExport(storyNameOf(path)))
        );
      });
      expect(unlinked.map((path) => path.join('.')), `states of '${machineId}' without a story link`).toEqual([]);
    });
  }
});
