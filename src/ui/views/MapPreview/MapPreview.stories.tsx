import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { phone375 } from '../storyViewports.ts';
import { MapPreview, mapStatuses } from './MapPreview.tsx';

const DUBAI_LINK = 'https://www.openstreetmap.org/?mlat=25.1972&mlon=55.2796#map=14/25.1972/55.2796';

const meta = {
  title: 'UI/MapPreview',
  component: MapPreview,
  argTypes: { status: { control: 'inline-radio', options: mapStatuses } },
  args: {
    title: 'Карта: бутик в Дубае',
    address: 'Дубай, The Dubai Mall',
    // about:blank: a story never reaches the network (the real URL comes from domain/maps.ts osmEmbedUrl).
    embedUrl: 'about:blank',
    linkUrl: DUBAI_LINK,
    status: 'unavailable',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MapPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Checking: Story = {
  args: { status: 'checking' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const preview = canvas.getByRole('group', { name: 'Карта: бутик в Дубае' });
    await expect(preview).toHaveAttribute('aria-busy', 'true');
    await expect(preview.getBoundingClientRect().height).toBe(220);
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};

export const Available: Story = {
  args: { status: 'available' },
  play: async ({ canvasElement }) => {
    const frame = within(canvasElement).getByTitle('Карта: бутик в Дубае');
    await expect(frame.tagName).toBe('IFRAME');
    await expect(frame).toHaveAttribute('src', 'about:blank');
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-popups');
    await expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
    await expect(frame.getBoundingClientRect().height).toBe(218);
  },
};

export const Unavailable: Story = {
  args: { status: 'unavailable' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const preview = canvas.getByRole('group', { name: 'Карта: бутик в Дубае' });
    await expect(preview.getBoundingClientRect().height).toBe(220);
    await expect(preview).toHaveTextContent('Дубай, The Dubai Mall');
    await expect(preview).toHaveTextContent('Карта сейчас не загружается');
    const link = canvas.getByRole('link', { name: 'Открыть на карте' });
    await expect(link).toHaveAttribute('href', DUBAI_LINK);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};

/** A typed delivery address: no coordinates, so the card links to a search even when the map host is up. */
export const NoCoordinates: Story = {
  args: {
    title: 'Карта: адрес доставки',
    address: 'Москва, Кутузовский проспект, 32, кв. 15',
    embedUrl: null,
    linkUrl: 'https://www.openstreetmap.org/search?query=%D0%9C%D0%BE%D1%81%D0%BA%D0%B2%D0%B0',
    status: 'available',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Карта: адрес доставки' })).toHaveTextContent('Кутузовский проспект');
    await expect(canvas.queryByText('Карта сейчас не загружается')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Открыть на карте' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/search?query=%D0%9C%D0%BE%D1%81%D0%BA%D0%B2%D0%B0',
    );
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};

export const Mobile375: Story = {
  ...phone375,
  args: {
    title: 'Карта: бутик в Москве',
    address: 'Москва, ул. Петровка, 10',
    linkUrl: 'https://www.openstreetmap.org/?mlat=55.7652&mlon=37.6175#map=14/55.7652/37.6175',
    status: 'unavailable',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const preview = canvas.getByRole('group', { name: 'Карта: бутик в Москве' });
    await expect(preview.getBoundingClientRect().height).toBe(220);
    await expect(preview.getBoundingClientRect().width).toBeLessThanOrEqual(375);
    await expect(canvas.getByRole('link', { name: 'Открыть на карте' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=55.7652&mlon=37.6175#map=14/55.7652/37.6175',
    );
  },
};
