import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { vars } from '../theme/contract.css.ts';
import { Modal, modalSizes } from './Modal.tsx';

const meta = {
  title: 'UI/Modal',
  component: Modal,
  args: {
    open: true,
    onOpenChange: fn(),
    title: 'Запросить цену',
    description: 'Менеджер свяжется с вами в течение рабочего дня.',
    size: 'md',
    children: (
      <div style={{ display: 'grid', gap: vars.space.md }}>
        <TextField label="Имя" />
        <TextField label="Телефон" type="tel" />
      </div>
    ),
    footer: <Button>Отправить</Button>,
  },
  argTypes: { size: { control: 'inline-radio', options: modalSizes } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const WithoutDescription: Story = { args: { description: undefined } };
export const WithoutFooter: Story = {
  args: { title: 'Живые фото', footer: undefined, children: <p>Мы пришлём живые фото в мессенджер.</p> },
};
export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg' } };
export const LongContent: Story = {
  args: {
    title: 'Условия покупки',
    footer: undefined,
    children: (
      <div>
        {Array.from({ length: 30 }, (_, index) => (
          <p key={index} style={{ marginBottom: vars.space.md }}>
            Возврат возможен в течение 14 дней при сохранении состояния и комплектации.
          </p>
        ))}
      </div>
    ),
  },
};
export const Closed: Story = { args: { open: false } };
