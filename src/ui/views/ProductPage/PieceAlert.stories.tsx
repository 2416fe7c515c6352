import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ReservedNotice } from './ProductAvailability.tsx';
import { PieceAlert, pieceAlertViews } from './PieceAlert.tsx';
import { phone375 } from '../storyViewports.ts';

/**
 * Issue 28 «Сообщить, когда освободится», in the reserved notice where the product page shows it: one story per
 * state of pieceAlertMachine (tests/stories/machineStates.test.ts), named after it.
 */
const meta = {
  title: 'Views/ProductPage/PieceAlert',
  component: PieceAlert,
  args: { status: 'off', busy: false, onAsk: fn(), onCancel: fn() },
  argTypes: { status: { control: 'inline-radio', options: pieceAlertViews } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <ReservedNotice>{Story()}</ReservedNotice>
      </div>
    ),
  ],
} satisfies Meta<typeof PieceAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** signedOut: a guest sees the same button; the feature asks them to sign in. */
export const SignedOut: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Сообщить, когда освободится' }));
    await expect(args.onAsk).toHaveBeenCalledTimes(1);
  },
};

/** deciding: an instant before the check (looks like it). */
export const Deciding: Story = { args: { status: 'checking' } };

/** checking: the button waits for the answer. */
export const Checking: Story = {
  args: { status: 'checking' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Сообщить, когда освободится' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Off: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Сообщить, когда освободится' }));
    await expect(args.onAsk).toHaveBeenCalled();
  },
};

/** creating: reads as on at once, its cancel waiting for the answer. */
export const Creating: Story = {
  args: { status: 'on', busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Сообщим, когда освободится')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Отменить' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const On: Story = {
  args: { status: 'on' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Отменить' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

/** deleting: reads as off at once, busy until the answer. */
export const Deleting: Story = {
  args: { status: 'off', busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Сообщить, когда освободится' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const OnEnglish: Story = {
  args: { status: 'on' },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("We'll tell you when it is free")).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

export const OffEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Tell me when it is free' })).toBeVisible();
  },
};

export const OffMobile375: Story = { ...phone375 };
