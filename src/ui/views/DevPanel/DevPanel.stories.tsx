import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DevPanel, type DevPanelActor } from './DevPanel.tsx';

const actors: DevPanelActor[] = [
  { id: 'x:0', name: 'toast', status: 'active', value: 'running', tags: [], context: '{\n  "toasts": []\n}', events: ['toast.dismiss', 'toast.show'] },
  { id: 'x:1', name: 'menu', status: 'active', value: 'open', tags: ['open'], context: '', events: ['menu.open'] },
  { id: 'x:4', name: 'catalogue', status: 'active', value: '{"list":"idle"}', tags: ['loading'], context: '{\n  "page": 1,\n  "pageSize": 24\n}', events: ['filter.change'] },
];

const meta = {
  title: 'Views/DevPanel',
  component: DevPanel,
  args: { actors, open: false, onOpenChange: fn() },
} satisfies Meta<typeof DevPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Акторы · 3/ }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
  },
};
export const Open: Story = {
  args: { open: true },
  play: async ({ canvas }) => {
    const panel = within(canvas.getByRole('region', { name: 'Живые акторы' }));
    await expect(panel.getAllByRole('listitem')).toHaveLength(3);
    await expect(panel.getByText('{"list":"idle"}')).toBeVisible();
  },
};
export const Empty: Story = { args: { open: true, actors: [] } };
