import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { defaultWords, type ChartGraph, type ChartState, type ChartTransition, type StateChartWords } from './chartTypes.ts';

/**
 * Colours as SVG presentation attributes, not theme classes: the script writes this view as a stand-alone .svg
 * file (docs/atlas/), which has no stylesheet. Text contrast ≥ 4.5:1 on every fill used.
 */
const INK = '#1f2328';
const MUTED = '#4b535c';
const LINE = '#59636e';
const ACCENT = '#0a58ca';
const MISSED = '#b42318';
const FILLS = ['#ffffff', '#f6f8fa', '#ffffff', '#f3f6f9'];
const FONT = "ui-monospace, 'DejaVu Sans Mono', Menlo, Consolas, monospace";
const SIZE = 12;
const LINE_HEIGHT = 16;
const PAD = 10;
const LEGEND = 28;

export type StateChartProps = {
  graph: ChartGraph;
  /** State ids to highlight (the actor's current state value, every active node). */
  current?: readonly string[];
  /** Edge ids the model-based tests took; when given, the others are drawn dashed and a legend explains it. */
  covered?: ReadonlySet<string>;
  onStateClick?: (stateId: string) => void;
  /** When given, a state with an href becomes a link (its story). */
  stateHref?: (stateId: string) => string | undefined;
  words?: Partial<StateChartWords>;
};

const safeId = (id: string) => id.replace(/[^a-zA-Z0-9_-]/g, '');
const pathOf = (edge: ChartTransition) => edge.points.map((p, i) => `${i ? 'L' : 'M'}${p.x} ${p.y}`).join(' ');

/** What a state's box shows: its name, then its invoked actors, tags and listed transitions (with their ids when known). */
function boxText(node: ChartState): { title: string; lines: Array<{ text: string; id?: string }> } {
  const listed = node.listed ?? node.internal.map((text) => ({ text }));
  const lines = [...node.invokes.map((src) => ({ text: `invoke ${src}` })), ...(node.tags.length ? [{ text: `tags ${node.tags.join(', ')}` }] : []), ...listed];
  return { title: node.id === '' ? `machine ${node.key}` : node.key, lines };
}

function StateBox({ node, current, missed }: { node: ChartState; current: boolean; missed: (id: string) => boolean }) {
  const { title, lines } = boxText(node);
  return (
    <>
      <rect
        x={node.x}
        y={node.y}
        width={node.width}
        height={node.height}
        rx={node.container ? 10 : 8}
        fill={current ? '#e7f0fd' : FILLS[node.depth % FILLS.length]}
        stroke={current ? ACCENT : LINE}
        strokeWidth={current ? 2.5 : node.container ? 1.25 : 1}
        strokeDasharray={node.region ? '6 4' : undefined}
      />
      {node.type === 'final' && <rect x={node.x + 3} y={node.y + 3} width={node.width - 6} height={node.height - 6} rx={6} fill="none" stroke={LINE} />}
      <text x={node.x + PAD} y={node.y + PAD + SIZE} fill={INK} fontWeight={700}>
        {title}
        {node.type === 'parallel' ? ' ‖' : ''}
      </text>
      {lines.map((line, i) => (
        <text key={i} x={node.x + PAD} y={node.y + PAD + SIZE + LINE_HEIGHT * (i + 1)} fill={line.id !== undefined && missed(line.id) ? MISSED : MUTED}>
          {line.text}
        </text>
      ))}
    </>
  );
}

function Transition({ edge, marker, missed }: { edge: ChartTransition; marker: string; missed: boolean }) {
  const colour = missed ? MISSED : LINE;
  return (
    <path d={pathOf(edge)} fill="none" stroke={colour} strokeWidth={1.25} strokeDasharray={missed ? '5 4' : undefined} markerEnd={`url(#${marker}${missed ? '-missed' : ''})`} />
  );
}

function Label({ edge, missed }: { edge: ChartTransition; missed: (id: string) => boolean }) {
  if (!edge.labelBox || edge.transitions.length === 0) return null;
  const box = edge.labelBox;
  return (
    <>
      <rect x={box.x} y={box.y} width={box.width} height={box.height} rx={3} fill="#ffffff" fillOpacity={0.92} />
      {edge.transitions.map((transition, i) => (
        <text key={transition.id} x={box.x + 4} y={box.y + 2 + LINE_HEIGHT * (i + 1) - 4} fill={missed(transition.id) ? MISSED : INK}>
          {transition.text}
        </text>
      ))}
    </>
  );
}

/**
 * A machine's statechart as SVG (issue 29): states as rounded boxes (compound and parallel ones as containers,
 * parallel regions dashed, final states with a double border, a dot at each initial state), transitions along
 * ELK's routes with their `event [guard]` labels, invoked actors, tags and targetless transitions inside each box.
 */
export function StateChart({ graph, current = [], covered, onStateClick, stateHref, words }: StateChartProps) {
  const w = { ...defaultWords, ...words };
  const uid = safeId(useId());
  const marker = `arrow-${uid}`;
  const active = new Set(current);
  const transitions = new Set([...graph.edges.flatMap((edge) => edge.transitions.map((t) => t.id)), ...graph.nodes.flatMap((node) => (node.listed ?? []).map((t) => t.id))]).size;
  const missedId = (id: string) => covered !== undefined && !covered.has(id);
  /** An arrow is drawn as missed when none of its transitions was taken. */
  const missed = (edge: ChartTransition) => !edge.initial && edge.transitions.every((t) => missedId(t.id)) && covered !== undefined;
  const legend = covered !== undefined || current.length > 0;
  const height = graph.height + (legend ? LEGEND : 0);

  const wrap = (node: ChartState, body: ReactNode) => {
    const href = stateHref?.(node.id);
    // Named by an SVG <title> (its path, as several states share a key; and its description as the tooltip), not
    // aria-label: the name then needs not repeat every line the box shows.
    const isCurrent = active.has(node.id);
    const name = `${w.state(node.id || graph.machineId)}${isCurrent ? ` (${w.current})` : ''}`;
    const label = <title>{node.description ? `${name}: ${node.description}` : name}</title>;
    // Which state a box is, and whether it is highlighted, for tests and tools reading the drawing (the dev panel's).
    const marks = { 'data-state': node.id, 'data-current': isCurrent || undefined };
    if (href) {
      return (
        <a key={node.id} href={href} onClick={onStateClick ? () => onStateClick(node.id) : undefined} {...marks}>
          {label}
          {body}
        </a>
      );
    }
    if (onStateClick) {
      const onKeyDown = (event: KeyboardEvent) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          onStateClick(node.id);
        }
      };
      return (
        <g key={node.id} role="button" tabIndex={0} onClick={() => onStateClick(node.id)} onKeyDown={onKeyDown} cursor="pointer" {...marks}>
          {label}
          {body}
        </g>
      );
    }
    return (
      <g key={node.id} {...marks}>
        {label}
        {body}
      </g>
    );
  };

  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      role="group"
      aria-labelledby={`${uid}-title`}
      aria-describedby={`${uid}-desc`}
      width={graph.width}
      height={height}
      viewBox={`0 0 ${graph.width} ${height}`}
      fontFamily={FONT}
      fontSize={SIZE}
    >
      <title id={`${uid}-title`}>{w.title(graph.machineId)}</title>
      <desc id={`${uid}-desc`}>{w.description(graph.nodes.length - 1, transitions)}</desc>
      <defs>
        {[
          [marker, LINE],
          [`${marker}-missed`, MISSED],
        ].map(([id, colour]) => (
          <marker key={id} id={id} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse">
            <path d="M0 0 L10 5 L0 10 z" fill={colour} />
          </marker>
        ))}
      </defs>
      <rect width={graph.width} height={height} fill="#ffffff" />
      {[...graph.nodes].sort((a, b) => a.depth - b.depth).map((node) => wrap(node, <StateBox node={node} current={active.has(node.id)} missed={missedId} />))}
      {graph.initials.map((dot) => (
        <circle key={dot.parent} cx={dot.x} cy={dot.y} r={5} fill={INK} />
      ))}
      {graph.edges.map((edge) => (
        <Transition key={edge.id} edge={edge} marker={marker} missed={missed(edge)} />
      ))}
      {graph.edges.map((edge) => (
        <Label key={edge.id} edge={edge} missed={missedId} />
      ))}
      {legend && <Legend y={graph.height + 8} coverage={covered !== undefined} current={current.length > 0} words={w} />}
    </svg>
  );
}

function Legend({ y, coverage, current, words }: { y: number; coverage: boolean; current: boolean; words: StateChartWords }) {
  const items: Array<[ReactNode, string]> = [];
  if (coverage) {
    items.push([<line x1={0} y1={6} x2={28} y2={6} stroke={LINE} strokeWidth={1.25} />, words.covered]);
    items.push([<line x1={0} y1={6} x2={28} y2={6} stroke={MISSED} strokeWidth={1.25} strokeDasharray="5 4" />, words.uncovered]);
  }
  if (current) items.push([<rect x={0} y={0} width={28} height={12} rx={3} fill="#e7f0fd" stroke={ACCENT} strokeWidth={2} />, words.current]);
  let x = 12;
  return (
    <g>
      {items.map(([swatch, text]) => {
        const at = x;
        x += 40 + text.length * 7.2 + 24;
        return (
          <g key={text} transform={`translate(${at} ${y})`}>
            {swatch}
            <text x={36} y={10} fill={INK}>
              {text}
            </text>
          </g>
        );
      })}
    </g>
  );
}
