import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { atlasEntries } from '../../src/machines/atlas/registry.ts';
import { leafStatePaths, storyNameOf as pascal, viewStories } from '../../src/machines/atlas/viewStories.ts';

/**
 * ARCHITECTURE "Tests that prove behaviour": a page view has a story for every state its machine can render, named
 * after the state path in PascalCase (`list.idle` → `ListIdle`). The pairing of machines with view stories files is
 * src/machines/atlas/viewStories.ts (the Storybook "Machines" pages link states through it too); a new state
 * without a story fails this test.
 */
const VIEW_MACHINES = viewStories.map(({ machineId, stories }) => {
  const machine = atlasEntries.find((entry) => entry.id === machineId)?.machine;
  if (!machine) throw new Error(`viewStories names '${machineId}', which is not in the atlas registry`);
  return { machine, stories };
});

function storyNames(file: string): Set<string> {
  const source = readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');
  return new Set([...source.matchAll(/^export\s+const\s+([A-Z]\w*)/gm)].map((match) => match[1] ?? ''));
}

describe('every state of a page view machine has a story (ARCHITECTURE "Tests that prove behaviour")', () => {
  for (const { machine, stories } of VIEW_MACHINES) {
    it(`${machine.id}: ${stories}`, () => {
      const names = storyNames(stories);
      const paths = leafStatePaths(machine.root);
      expect(paths.length).toBeGreaterThan(0);
      const missing = paths.map(pascal).filter((name) => !names.has(name));
      expect(missing, `states of '${machine.id}' without a story in ${stories}`).toEqual([]);
    });
  }

  it('names nested and parallel leaves by their whole path', () => {
    // A self-check of the walker on a known shape, so a bug in it cannot hide missing stories.
    const shape = createMachine({
      initial: 'list',
      states: {
        loading: {},
        list: { initial: 'idle', states: { idle: {}, loadingMore: {} } },
        panel: { type: 'parallel', states: { filters: { initial: 'closed', states: { closed: {}, open: {} } }, sort: {} } },
        done: { type: 'final' },
      },
    });
    expect(leafStatePaths(shape.root).map(pascal)).toEqual([
      'Loading',
      'ListIdle',
      'ListLoadingMore',
      'PanelFiltersClosed',
      'PanelFiltersOpen',
      'PanelSort',
      'Done',
    ]);
  });
});
