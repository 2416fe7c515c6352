import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { RangeInput } from '../RangeInput/RangeInput.tsx';
import { vars } from '../theme/contract.css.ts';
import { Drawer, drawerWidths } from './Drawer.tsx';

const filters = (
  <div style={{ display: 'grid', gap: vars.space.lg }}>
    <RangeInput label="Цена, $" value={{ min: '', max: '' }} onChange={fn()} min={0} step={100} />
    <Checkbox label="Полный комплект" checked={false} onChange={fn()} />
  </div>
);

const meta = {
  title: 'UI/Drawer',
  component: Drawer,
  args: { open: true, onOpenChange: fn(), title: 'Фильтры', width: 'default', children: filters },
  argTypes: { width: { control: 'inline-radio', options: drawerWidths } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithFooter: Story = {
  args: {
    footer: (
      <>
        <Button variant="ghost">Сбросить всё</Button>
        <Button variant="secondary">Отмена</Button>
        <Button disabled>Применить</Button>
      </>
    ),
  },
};
export const SignIn: Story = {
  args: {
    width: 'signIn',
    title: 'Вход',
    description: 'Выберите способ входа',
    children: (
      <div style={{ display: 'grid', gap: vars.space.sm }}>
        <Button variant="secondary" fullWidth>
          По номеру телефона
        </Button>
        <Button variant="secondary" fullWidth>
          По номеру и паролю
        </Button>
        <Button variant="link">Регистрация</Button>
      </div>
    ),
  },
};
export const Mobile: Story = {
  args: { width: 'signIn', title: 'Вход' },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
};
export const Closed: Story = { args: { open: false } };
