import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect } from 'storybook/test';
import { phone375 } from '../storyViewports.ts';
import { ServicesLayout, ServicesSidebar, servicesHrefs } from './ServicesSidebar.tsx';

const meta = {
  title: 'Views/ServicesSidebar',
  component: ServicesSidebar,
  args: { current: '/appointment' },
  argTypes: { current: { control: 'select', options: [null, ...servicesHrefs] } },
} satisfies Meta<typeof ServicesSidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sidebar's width on a desktop page. */
const column = [(Story: () => ReactNode) => <div style={{ maxWidth: 320, padding: 24 }}>{Story()}</div>];

/** On /appointment: four services, the current one marked for assistive technology and by the gold rule. */
export const Appointment: Story = {
  decorators: column,
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Услуги бутика' });
    await expect(nav).toBeVisible();
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(['/services', '/appointment', '/authenticity', '/service']);
    await expect(canvas.getByRole('link', { name: /Запись на встречу/ })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: /Оценка часов/ })).not.toHaveAttribute('aria-current');
  },
};

/** On /watch-buyback (not one of the four): nothing is current. */
export const NoneCurrent: Story = {
  args: { current: null },
  decorators: column,
  play: async ({ canvas }) => {
    for (const link of canvas.getAllByRole('link')) await expect(link).not.toHaveAttribute('aria-current');
  },
};

/** The layout under 1024 px: four tiles above the page's content. */
export const LayoutMobile375: Story = {
  ...phone375,
  render: (args) => (
    <ServicesLayout {...args}>
      <h1 style={{ margin: 0 }}>Запись на встречу</h1>
    </ServicesLayout>
  ),
};

export const English: Story = { decorators: column, globals: { locale: 'en' } };
