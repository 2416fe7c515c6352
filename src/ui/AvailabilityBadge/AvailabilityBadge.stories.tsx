import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AvailabilityBadge, availabilities, availabilityBadgePlacements } from './AvailabilityBadge.tsx';

const meta = {
  title: 'UI/AvailabilityBadge',
  component: AvailabilityBadge,
  args: { availability: 'reserved', placement: 'inline' },
  argTypes: {
    availability: { control: 'inline-radio', options: availabilities },
    placement: { control: 'inline-radio', options: availabilityBadgePlacements },
  },
  decorators: [(Story) => <div style={{ position: 'relative', display: 'flex', flexDirection: 'column', width: 300, minHeight: 80, padding: 8 }}>{Story()}</div>],
} satisfies Meta<typeof AvailabilityBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Issue 26: another order holds the piece. */
export const Reserved: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Зарезервирован');
  },
};

export const ReservedEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Reserved');
  },
};

/** The piece has been delivered to its buyer. */
export const Sold: Story = {
  args: { availability: 'sold' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Продан');
  },
};

export const SoldEnglish: Story = {
  args: { availability: 'sold' },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Sold');
  },
};

/** Over a card's photo. */
export const Overlay: Story = { args: { placement: 'overlay' } };

/** Jewelry and bags may have more than one piece: how many are left. */
export const FewLeft: Story = {
  args: { availability: 'available', left: 3 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Осталось: 3');
  },
};

export const FewLeftEnglish: Story = {
  args: { availability: 'available', left: 3 },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('3 left');
  },
};

/** One available piece, the usual case: nothing is said. */
export const AvailableSingle: Story = {
  args: { availability: 'available', left: 1 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('');
  },
};
