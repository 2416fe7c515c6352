import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LimitedEditionBadge, limitedEditionBadgePlacements } from './LimitedEditionBadge.tsx';

const meta = {
  title: 'UI/LimitedEditionBadge',
  component: LimitedEditionBadge,
  args: { pieces: 500, placement: 'inline' },
  argTypes: { placement: { control: 'inline-radio', options: limitedEditionBadgePlacements } },
  decorators: [(Story) => <div style={{ position: 'relative', width: 300, minHeight: 80 }}>{Story()}</div>],
} satisfies Meta<typeof LimitedEditionBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Issue 22 item 3: the size of the series from the piece's data. */
export const WithPieces: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Лимитированная серия, 500 экз.');
  },
};

export const WithPiecesEnglish: Story = {
  args: { pieces: 1014 },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Limited edition, 1,014 pieces');
  },
};

/** A series whose size the data does not give: the badge without a number. */
export const WithoutPieces: Story = {
  args: { pieces: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Лимитированная серия')).toBeInTheDocument();
  },
};

/** Over a card's photo. */
export const Overlay: Story = { args: { placement: 'overlay', pieces: 50 } };
