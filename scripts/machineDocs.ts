/**
 * What the Storybook "Machines" pages show beside each chart (issue 29), read from the machines themselves: the
 * context fields with their JSDoc and the events with their payloads (TypeScript's checker on each machine's
 * StateMachine<TContext, TEvent, …> type, so a field's doc is the one written on the context interface), and each
 * state's view story (src/machines/atlas/viewStories.ts, the pairing tests/stories/machineStates.test.ts enforces).
 * `npm run machine-docs` writes the result; tests/unit/machineDocs.test.ts fails when the written files are stale.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { storyNameFromExport, toId } from 'storybook/internal/csf';
import ts from 'typescript';
import { atlasEntries } from '../src/machines/atlas/registry.ts';
import { leafStatePaths, storyNameOf, viewStories } from '../src/machines/atlas/viewStories.ts';

export const root = fileURLToPath(new URL('..', import.meta.url));
export const DOCS_JSON = 'src/ui/views/StateChart/machineDocs.json';
export const PAGES_STORIES = 'src/ui/views/StateChart/Machines.stories.tsx';
/** The CSF title of the pages: the sidebar shows Machines › Index, Machines › Checkout… */
export const PAGES_TITLE = 'Machines';

export interface MachineDocData {
  id: string;
  /** The page's export name in PAGES_STORIES and its Storybook id. */
  exportName: string;
  pageId: string;
  file: string;
  factory: string;
  context: { name: string; type: string; doc: string }[];
  events: { type: string; payload: string }[];
  /** Each renderable state of a machine that drives a view, with the id of the story that shows it. */
  states: { state: string; storyId: string; stories: string }[];
}

const printFlags = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType;

function checkerOverRegistry() {
  const configPath = join(root, 'tsconfig.app.json');
  const parsed = ts.getParsedCommandLineOfConfigFile(configPath, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  if (!parsed) throw new Error('cannot read tsconfig.app.json');
  const registry = join(root, 'src/machines/atlas/registry.ts');
  const program = ts.createProgram([registry], parsed.options);
  const source = program.getSourceFile(registry);
  if (!source) throw new Error('registry.ts not in the program');
  return { checker: program.getTypeChecker(), source };
}

/** The machines passed to `entry(machine, 'file', …)` in registry.ts, keyed by their file. */
function machineTypes(): Map<string, { context: ts.Type; event: ts.Type; checker: ts.TypeChecker; at: ts.Node }> {
  const { checker, source } = checkerOverRegistry();
  const found = new Map<string, { context: ts.Type; event: ts.Type; checker: ts.TypeChecker; at: ts.Node }>();
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'entry') {
      const [machine, file] = node.arguments;
      if (machine && file && ts.isStringLiteral(file)) {
        const [context, event] = checker.getTypeArguments(checker.getTypeAtLocation(machine) as ts.TypeReference);
        if (context && event) found.set(file.text, { context, event, checker, at: machine });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The type as written on the field (`Order | null`), not its expansion (the whole schema of an order). */
function declaredType(symbol: ts.Symbol): string | undefined {
  const declaration = symbol.valueDeclaration;
  if (!declaration || !(ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration)) || !declaration.type) return undefined;
  return declaration.type.getText().replace(/\s+/g, ' ');
}

function fields(type: ts.Type, checker: ts.TypeChecker, at: ts.Node) {
  return checker.getPropertiesOfType(type).map((symbol) => {
    const optional = symbol.flags & ts.SymbolFlags.Optional ? '?' : '';
    return {
      name: `${symbol.name}${optional}`,
      type: declaredType(symbol) ?? checker.typeToString(checker.getTypeOfSymbolAtLocation(symbol, at), undefined, printFlags),
      doc: ts.displayPartsToString(symbol.getDocumentationComment(checker)).replace(/\s+/g, ' ').trim(),
    };
  });
}

function events(type: ts.Type, checker: ts.TypeChecker, at: ts.Node) {
  const members = type.isUnion() ? type.types : [type];
  return members.map((member) => {
    const all = fields(member, checker, at);
    const payload = all.filter((field) => field.name !== 'type').map((field) => `${field.name}: ${field.type}`);
    return { type: (all.find((field) => field.name === 'type')?.type ?? '?').replace(/^'|'$/g, ''), payload: payload.join('; ') };
  });
}

const titleOf = (stories: string) => {
  const title = /^\s*title:\s*'([^']+)'/m.exec(readFileSync(join(root, stories), 'utf8'))?.[1];
  if (!title) throw new Error(`${stories} has no literal title`);
  return title;
};

export const exportNameOf = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);

export function buildMachineDocs(): MachineDocData[] {
  const types = machineTypes();
  return atlasEntries.map(({ id, machine, file, factory }) => {
    const typed = types.get(file);
    if (!typed) throw new Error(`no entry(…, '${file}') call in registry.ts`);
    const view = viewStories.find((pair) => pair.machineId === id);
    const states = view
      ? leafStatePaths(machine.root).map((path) => ({
          state: path.join('.'),
          storyId: toId(titleOf(view.stories), storyNameFromExport(storyNameOf(path))),
          stories: view.stories,
        }))
      : [];
    const exportName = exportNameOf(id);
    return {
      id,
      exportName,
      pageId: toId(PAGES_TITLE, storyNameFromExport(exportName)),
      file,
      factory: factory ?? '',
      context: fields(typed.context, typed.checker, typed.at),
      events: events(typed.event, typed.checker, typed.at),
      states,
    };
  });
}

/** One machine a line, so the file stays readable in a diff. */
export const docsJson = (docs: MachineDocData[]) => `[\n${docs.map((doc) => `  ${JSON.stringify(doc)}`).join(',\n')}\n]\n`;
