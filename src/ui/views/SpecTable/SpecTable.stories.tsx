import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SpecTable } from './SpecTable.tsx';
import { submarinerSpecs } from './storySpecs.ts';

const meta = {
  title: 'Views/SpecTable',
  component: SpecTable,
  args: {
    locale: 'ru',
    label: 'Характеристики',
    rows: [...submarinerSpecs, { key: 'limitedEdition', value: 500 }],
  },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof SpecTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Watch: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Характеристики' });
    await expect(table).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'Диаметр корпуса' }).nextElementSibling).toHaveTextContent('41 мм');
    await expect(canvas.getByRole('rowheader', { name: 'Толщина корпуса' }).nextElementSibling).toHaveTextContent('12,5 мм');
    await expect(canvas.getByRole('rowheader', { name: 'Год выпуска' }).nextElementSibling).toHaveTextContent(/^2023$/);
    await expect(canvas.getByRole('rowheader', { name: 'Полный комплект' }).nextElementSibling).toHaveTextContent('Да');
    await expect(canvas.getByRole('rowheader', { name: 'Лимитированная серия' }).nextElementSibling).toHaveTextContent('500 экз.');
  },
};

export const Jewelry: Story = {
  args: {
    rows: [
      { key: 'jewelryType', value: 'Браслеты' },
      { key: 'metal', value: 'Жёлтое золото 750' },
      { key: 'stone', value: 'Бриллианты' },
      { key: 'fullSet', value: false },
      { key: 'equipment', value: 'Коробка, сертификат' },
      { key: 'condition', value: 'Новое' },
    ],
  },
};

export const Bag: Story = {
  args: {
    rows: [
      { key: 'color', value: 'Gold' },
      { key: 'material', value: 'Кожа Togo' },
      { key: 'fullSet', value: true },
      { key: 'kit', value: 'Пыльник, коробка' },
      { key: 'condition', value: 'Новая' },
    ],
  },
};

export const English: Story = {
  args: { locale: 'en', label: 'Specifications' },
  globals: { locale: 'en' },
};
