import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ChartGraph } from '../StateChart/chartTypes.ts';
import { phone375 } from '../storyViewports.ts';
import { DevPanel, type DevPanelActor, type DevPanelChart, type DevPanelStep } from './DevPanel.tsx';

const actors: DevPanelActor[] = [
  { id: 'x:0', name: 'toast', status: 'active', value: 'idle', tags: [], context: '{\n  "toasts": []\n}', events: ['toast.dismiss', 'toast.show'], machine: true },
  { id: 'x:1', name: 'menu', status: 'active', value: 'open', tags: ['open'], context: '', events: ['menu.open'], machine: true },
  { id: 'x:4', name: 'fetchBrands', status: 'active', value: '', tags: [], context: '', events: [], machine: false },
];

/** A toast-like machine as the atlas lays it out (absolute px): idle ⇄ showing. */
const graph: ChartGraph = {
  machineId: 'toast',
  width: 420,
  height: 170,
  nodes: [
    { id: '', key: 'toast', type: 'compound', tags: [], invokes: [], internal: [], container: true, region: false, depth: 0, x: 0, y: 0, width: 420, height: 170 },
    { id: 'idle', key: 'idle', type: 'atomic', tags: [], invokes: [], internal: [], container: false, region: false, depth: 1, x: 40, y: 60, width: 90, height: 40 },
    { id: 'showing', key: 'showing', type: 'atomic', tags: [], invokes: [], internal: ['toast.show'], container: false, region: false, depth: 1, x: 290, y: 52, width: 110, height: 56 },
  ],
  edges: [
    {
      id: 'idle>showing',
      source: 'idle',
      target: 'showing',
      transitions: [{ id: 'idle:toast.show:0', text: 'toast.show' }],
      labelBox: { x: 160, y: 40, width: 90, height: 18 },
      initial: false,
      self: false,
      points: [
        { x: 130, y: 72 },
        { x: 290, y: 72 },
      ],
    },
    {
      id: 'showing>idle',
      source: 'showing',
      target: 'idle',
      transitions: [
        { id: 'showing:toast.dismiss:0', text: 'toast.dismiss' },
        { id: 'showing:after:0', text: 'after 4000 ms' },
      ],
      labelBox: { x: 150, y: 100, width: 110, height: 34 },
      initial: false,
      self: false,
      points: [
        { x: 290, y: 92 },
        { x: 130, y: 92 },
      ],
    },
  ],
  initials: [{ parent: '', x: 20, y: 80 }],
};

const steps: DevPanelStep[] = [
  { seq: 0, event: 'xstate.init', value: 'idle', context: '{\n  "toasts": []\n}' },
  { seq: 1, event: 'toast.show', value: 'showing', context: '{\n  "toasts": [\n    "Добавлено в корзину"\n  ]\n}' },
  { seq: 2, event: 'toast.dismiss', value: 'idle', context: '{\n  "toasts": []\n}' },
];

const live: DevPanelChart = { name: 'toast', actor: actors[0], status: 'live', graph, current: ['idle'], steps, shown: 2 };

const meta = {
  title: 'Views/DevPanel',
  component: DevPanel,
  args: { actors, open: false, onOpenChange: fn(), onPick: fn(), onList: fn(), onStep: fn(), onLive: fn(), onRetry: fn() },
} satisfies Meta<typeof DevPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Акторы · 3/ }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
  },
};

/** The live actors; a machine has «Схема», a promise actor has none. */
export const OpenList: Story = {
  args: { open: true },
  play: async ({ canvas, args }) => {
    const panel = within(canvas.getByRole('region', { name: 'Живые акторы' }));
    await expect(panel.getAllByRole('listitem')).toHaveLength(3);
    await expect(panel.getAllByRole('button', { name: /^Схема актора/ })).toHaveLength(2);
    await userEvent.click(panel.getByRole('button', { name: 'Схема актора menu' }));
    await expect(args.onPick).toHaveBeenCalledWith('x:1');
  },
};

export const OpenListEmpty: Story = { args: { open: true, actors: [] } };

export const OpenChartLayingOut: Story = {
  args: { open: true, chart: { ...live, status: 'layingOut', graph: undefined } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Раскладываем схему…')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '← Все акторы' }));
    await expect(args.onList).toHaveBeenCalled();
  },
};

export const OpenChartFailed: Story = {
  args: { open: true, chart: { ...live, status: 'failed', graph: undefined } },
  play: async ({ canvas, args }) => {
    await userEvent.click(within(canvas.getByRole('alert')).getByRole('button', { name: 'Повторить' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Following the actor: its current state highlighted, the newest step marked in the log. */
export const OpenChartLive: Story = {
  args: { open: true, chart: live },
  play: async ({ canvas, args }) => {
    const panel = within(canvas.getByRole('region', { name: 'Схема актора toast' }));
    await expect(panel.getByRole('group', { name: 'Statechart of the toast machine' })).toBeVisible();
    await expect(panel.getByText('В реальном времени')).toBeVisible();
    await expect(panel.getByRole('button', { name: /#2 toast\.dismiss/ })).toHaveAttribute('aria-current', 'step');
    await expect(panel.getByRole('button', { name: 'Сейчас' })).toBeDisabled();
    await userEvent.click(panel.getByRole('button', { name: '← Раньше' }));
    await expect(args.onStep).toHaveBeenCalledWith(1);
  },
};

/** An earlier step: the state after `toast.show`, highlighted; later steps and «Сейчас» lead back. */
export const OpenChartPast: Story = {
  args: { open: true, chart: { ...live, status: 'past', current: ['showing'], shown: 1 } },
  play: async ({ canvas, args }) => {
    const panel = within(canvas.getByRole('region', { name: 'Схема актора toast' }));
    await expect(panel.getByText('Шаг 1: прошлое состояние')).toBeVisible();
    await expect(panel.getByRole('button', { name: /#1 toast\.show/ })).toHaveAttribute('aria-current', 'step');
    await userEvent.click(panel.getByRole('button', { name: 'Позже →' }));
    await expect(args.onLive).toHaveBeenCalled();
    await userEvent.click(panel.getByRole('button', { name: /#0 xstate\.init/ }));
    await expect(args.onStep).toHaveBeenCalledWith(0);
  },
};

/** The picked actor stopped (its route was left): its last log and chart stay. */
export const OpenChartStopped: Story = {
  args: { open: true, chart: { ...live, actor: undefined } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Актор остановлен: показан его последний шаг.')).toBeVisible();
  },
};

/** A 375 px phone: the chart above, the log below. */
export const OpenChartLivePhone: Story = {
  ...phone375,
  args: { open: true, chart: live },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('group', { name: 'Statechart of the toast machine' })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
