import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { phone375 } from '../storyViewports.ts';
import { PrivacyPage } from './PrivacyPage.tsx';
import { storyContacts } from './storyData.tsx';

const meta = {
  title: 'Views/InfoPages/PrivacyPage',
  component: PrivacyPage,
  args: { email: storyContacts.email, phone: storyContacts.phone },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PrivacyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Политика конфиденциальности' })).toBeVisible();
    // The menu labels this route «Политика возврата»: the return rule of part 2 §9 is here, under #returns.
    const returns = canvas.getByRole('region', { name: 'Возврат и гарантия' });
    await expect(returns).toHaveAttribute('id', 'returns');
    await expect(within(returns).getByText(/в течение 14 дней/)).toBeVisible();
    await expect(within(returns).getByText(/12 месяцев на скрытые дефекты/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'info@moscow-dubai.ru' })).toHaveAttribute('href', 'mailto:info@moscow-dubai.ru');
    await expect(within(canvas.getByRole('navigation', { name: 'На этой странице' })).getAllByRole('link')).toHaveLength(7);
  },
};

export const Mobile375: Story = {
  ...phone375,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
