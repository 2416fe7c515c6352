import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { MenuBrands, type MenuBrandsProps } from '../MenuBrands/MenuBrands.tsx';
import { sampleBrands } from '../MenuBrands/sampleBrands.ts';
import { MenuOverlay } from './MenuOverlay.tsx';

const brands = (props: Partial<MenuBrandsProps> = {}) => (
  <MenuBrands status="ready" brands={sampleBrands} query="" onQueryChange={fn()} onNavigate={fn()} {...props} />
);

/**
 * One story per leaf state of menuMachine (tests/stories/machineStates.test.ts). The brands block shows a skeleton
 * until both the brands and their counts have settled, the list once brands are in, without counts if the facets
 * failed, and a calm note when the brands failed (the failure itself is only logged).
 */
const meta = {
  title: 'Views/MenuOverlay',
  component: MenuOverlay,
  args: { open: true, onOpenChange: fn(), onNavigate: fn(), brands: brands() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MenuOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const VisibilityClosed: Story = {
  args: { open: false },
  play: async () => {
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};
export const VisibilityOpen: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Меню' });
    await expect(within(dialog).getByRole('heading', { name: 'Бренды' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('link', { name: 'Часы' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/catalog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Закрыть меню' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
export const BrandsIdle: Story = { args: { brands: brands({ status: 'loading', brands: [] }) } };
export const BrandsLoading: Story = { args: { brands: brands({ status: 'loading', brands: [] }) } };
export const BrandsReady: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Меню' });
    await expect(within(dialog).getByRole('link', { name: /Patek Philippe\s*18/ })).toHaveAttribute('href', '/catalog?brand_ids=1');
  },
};
export const BrandsUnavailable: Story = { args: { brands: brands({ status: 'unavailable', brands: [] }) } };
export const CountsIdle: Story = { args: { brands: brands({ status: 'loading', brands: [] }) } };
export const CountsLoading: Story = { args: { brands: brands({ status: 'loading', brands: [] }) } };
export const CountsReady: Story = {};
export const CountsUnavailable: Story = { args: { brands: brands({ brands: sampleBrands.map((brand) => ({ ...brand, count: null })) }) } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } };
/** Signed in: the Account section with its sign-out button (part 1 §2.9). */
export const SignedIn: Story = {
  args: { onSignOut: fn() },
  play: async ({ args }) => {
    const dialog = within(screen.getByRole('dialog'));
    await expect(dialog.getByRole('link', { name: 'Профиль' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Выйти' }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
  },
};
