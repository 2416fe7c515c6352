import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
// The one story file of src/ui that reads machines (eslint/client.js allows src/machines/atlas/ here only): the
// charts are laid out from the machines themselves when the story loads, so they cannot drift from them.
import { machineGraph } from '../../../machines/atlas/graph.ts';
import { layoutGraph } from '../../../machines/atlas/layout.ts';
import { atlasEntries } from '../../../machines/atlas/registry.ts';
import type { ChartGraph } from './chartTypes.ts';
import { StateChart, type StateChartProps } from './StateChart.tsx';

const machineOf = (id: string) => atlasEntries.find((entry) => entry.id === id)!.machine;
const machines = { catalogue: machineOf('catalogue'), checkout: machineOf('checkout'), signIn: machineOf('signInPanel') };

type Args = Omit<StateChartProps, 'graph'> & { machine: keyof typeof machines };

const meta = {
  title: 'Views/StateChart',
  args: { machine: 'catalogue' },
  argTypes: { machine: { control: 'inline-radio', options: Object.keys(machines) } },
  // Layout is asynchronous (ELK): a loader lays the chosen machine out before the story renders.
  loaders: [async ({ args }) => ({ graph: await layoutGraph(machineGraph(machines[(args as Args).machine])) })],
  render: ({ machine: _machine, ...props }, { loaded }) => <StateChart {...props} graph={loaded.graph as ChartGraph} />,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Catalogue: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Statechart of the catalogue machine' })).toBeVisible();
    await expect(canvas.getByText('after filterDebounce')).toBeVisible();
  },
};

export const Checkout: Story = { args: { machine: 'checkout' } };

export const SignIn: Story = { args: { machine: 'signIn' } };

/** The actor's current state value highlighted (the dev panel's use). */
export const CurrentState: Story = {
  args: { current: ['results', 'results.list', 'editor', 'editor.debouncing', 'options', 'options.ready'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('current state')).toBeVisible();
  },
};

/** Coverage: transitions the model tests never took are dashed and red, and a legend says so. */
export const Coverage: Story = {
  args: {
    machine: 'checkout',
    covered: new Set(machineGraph(machines.checkout).edges.filter((edge) => !edge.source.startsWith('order.crypto')).map((edge) => edge.id)),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('transition never taken')).toBeVisible();
  },
};

/** States as links to their stories; a click also reports the state. */
export const Linked: Story = {
  args: { stateHref: (id) => (id.startsWith('results.') ? `#story-${id}` : undefined), onStateClick: fn() },
  // Testing Library does not read an SVG <title> as a name (axe and browsers do), so the story finds them by text.
  play: async ({ canvas, args }) => {
    const link = canvas.getByText('empty').closest('a');
    await expect(link).toHaveAttribute('href', '#story-results.empty');
    await expect(link?.querySelector('title')).toHaveTextContent('state results.empty');
    await userEvent.click(canvas.getByText('filters.reset [hasFiltersOrDraft]'));
    await expect(args.onStateClick).toHaveBeenCalledWith('editor.idle');
  },
};

/**
 * A chart too crowded for an arrow each (the sign-in panel) lists some transitions in their source boxes as
 * `event → target`; each such line keeps its coverage colour.
 */
export const ListedCoverage: Story = {
  args: {
    machine: 'signIn',
    covered: new Set(machineGraph(machines.signIn).edges.filter((edge) => edge.label !== 'panel.back').map((edge) => edge.id)),
  },
  play: async ({ canvas }) => {
    const lines = canvas.getAllByText('panel.back → initial');
    await expect(lines).toHaveLength(5);
    for (const line of lines) await expect(line).toHaveAttribute('fill', '#b42318');
    await expect(canvas.getByText('done: login → completing')).not.toHaveAttribute('fill', '#b42318');
  },
};
