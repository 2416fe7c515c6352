/**
 * The chart ids (src/machines/atlas/graph.ts: a state's path joined by dots, the root `''`) of every state a
 * state value has active: `{ results: 'list', editor: 'idle' }` → `['results', 'results.list', 'editor',
 * 'editor.idle']`. The dev panel highlights them on the picked actor's chart (issue 29).
 */
export function activeStateIds(value: unknown, prefix = ''): string[] {
  const at = (key: string) => (prefix ? `${prefix}.${key}` : key);
  if (typeof value === 'string') return value ? [at(value)] : [];
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) => [at(key), ...activeStateIds(inner, at(key))]);
}

/** The atomic states among them (a container's id is a prefix of its children's): what the dev panel highlights. */
export function activeLeafIds(value: unknown): string[] {
  const ids = activeStateIds(value);
  return ids.filter((id) => !ids.some((other) => other.startsWith(`${id}.`)));
}
