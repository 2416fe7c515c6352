import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { ProductCard } from '../ProductCard/ProductCard.tsx';
import { HorizontalSlider, SLIDER_STEP_PX } from './HorizontalSlider.tsx';

const models = ['Submariner Date', 'Nautilus 5711', 'Royal Oak 15500', 'Daytona', 'Aquanaut', 'Santos', 'Big Bang', 'Octo Finissimo'];

const cards = (count: number) =>
  models.slice(0, count).map((model, index) => (
    <ProductCard
      key={model}
      href={`/product/${index + 1}`}
      imageAlt={model}
      brand={index % 2 ? 'Patek Philippe' : 'Rolex'}
      model={model}
      reference={`12${index}610LN`}
      priceUsd={index === 3 ? null : `${14500 + index * 1000}.00`}
      locale="ru"
    />
  ));

const meta = {
  title: 'UI/HorizontalSlider',
  component: HorizontalSlider,
  args: { label: 'Вы смотрели', children: cards(8) },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof HorizontalSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

const track = (canvasElement: HTMLElement) => {
  const list = canvasElement.querySelector('ul');
  if (!list) throw new Error('no track');
  return list;
};

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const row = canvas.getByRole('region', { name: 'Вы смотрели' });
    await expect(row).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(8);
    const previous = canvas.getByRole('button', { name: 'Назад: Вы смотрели' });
    const next = canvas.getByRole('button', { name: 'Вперёд: Вы смотрели' });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    // Keyboard: Enter on the focused button scrolls the row by one step.
    next.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(track(canvasElement).scrollLeft).toBeGreaterThan(0));
    await waitFor(() => expect(previous).not.toHaveAttribute('aria-disabled'));
  },
};

export const CustomStep: Story = {
  args: { step: 300 },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Вперёд: Вы смотрели' }));
    // Snapping may settle on a card edge, but never as far as the default step.
    await waitFor(() => expect(track(canvasElement).scrollLeft).toBeGreaterThan(0));
    await expect(track(canvasElement).scrollLeft).toBeLessThan(SLIDER_STEP_PX);
  },
};

export const FitsWithoutScrolling: Story = {
  args: { children: cards(2) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Назад: Вы смотрели' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Вперёд: Вы смотрели' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
};

export const English: Story = {
  args: { label: 'You viewed' },
  globals: { locale: 'en' },
};
