/**
 * `npm run machine-docs` (issue 29): writes the Storybook "Machines" pages — machineDocs.json (context, events and
 * state → story links of every machine) and Machines.stories.tsx (one page a machine) — from the atlas registry.
 * Run it after adding a machine or changing a context, an event or a view's stories; tests/unit/machineDocs.test.ts
 * fails until then.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildMachineDocs, DOCS_JSON, docsJson, PAGES_STORIES, root } from './machineDocs.ts';
import { pagesStories } from './machinePagesStories.ts';

const docs = buildMachineDocs();
writeFileSync(join(root, DOCS_JSON), docsJson(docs));
writeFileSync(join(root, PAGES_STORIES), pagesStories(docs));
console.log(`${docs.length} machine pages → ${PAGES_STORIES}, ${DOCS_JSON}`);
