import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BoutiqueCard } from './BoutiqueCard.tsx';
import { HoursBlock } from './HoursBlock.tsx';
import { storyHours } from './storyHours.ts';
import { DUBAI_ADDRESS, MOSCOW_ADDRESS, dubaiMap } from './storyData.tsx';

const meta = {
  title: 'Views/InfoPages/BoutiqueCard',
  component: BoutiqueCard,
  args: { city: 'Дубай', address: DUBAI_ADDRESS, map: { ...dubaiMap(16), title: 'Карта: бутик в Дубае' } },
  decorators: [(Story) => <div style={{ maxWidth: '480px' }}>{Story()}</div>],
} satisfies Meta<typeof BoutiqueCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The map host cannot be reached (a closed network): the designed card with the address and a link. */
export const MapUnavailable: Story = {
  args: { children: <HoursBlock rows={storyHours} headingLevel={4} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const map = canvas.getByRole('group', { name: 'Карта: бутик в Дубае' });
    await expect(within(map).getByRole('link', { name: 'Открыть на карте' })).toHaveAttribute('href', expect.stringContaining('#map=16/'));
    await expect(canvas.queryByTitle('Карта: бутик в Дубае')).toBeNull();
  },
};

/** The page's probe of the map host has not answered yet: a still placeholder of the same 220 px. */
export const MapChecking: Story = {
  args: { map: { ...dubaiMap(16), status: 'checking', title: 'Карта: бутик в Дубае' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Карта: бутик в Дубае' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** A showroom visited by appointment: no map. */
export const WithoutMap: Story = {
  args: { city: 'Москва', address: MOSCOW_ADDRESS, map: undefined, children: <p>Шоурум, визит по предварительной записи.</p> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: 'Открыть на карте' })).toBeNull();
  },
};
