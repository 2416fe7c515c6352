import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { phone375 } from '../storyViewports.ts';
import { InfoContents, InfoPage, InfoSection } from './InfoPage.tsx';
import * as styles from './InfoPage.css.ts';
import { FormStandIn } from './storyData.tsx';

const body = (
  <>
    <InfoContents
      items={[
        { anchor: 'first', label: 'Первый раздел' },
        { anchor: 'second', label: 'Второй раздел' },
      ]}
    />
    <InfoSection id="first" title="Первый раздел">
      <div className={styles.prose}>
        <p>Каждое изделие до продажи проходит экспертизу: мы сверяем серийные номера и документы.</p>
      </div>
    </InfoSection>
    <InfoSection id="second" title="Второй раздел">
      <ul className={styles.list}>
        <li>Подлинность гарантирована.</li>
        <li>Все сделки конфиденциальны.</li>
      </ul>
    </InfoSection>
  </>
);

const meta = {
  title: 'Views/InfoPages/InfoPage',
  component: InfoPage,
  args: { eyebrow: 'Москва · Дубай', title: 'О нас', lead: 'Бутик часов, ювелирных украшений и сумок.', children: body },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof InfoPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Prose alone: one column. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'О нас' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Второй раздел' })).toHaveAttribute('id', 'second');
    await expect(canvas.getByRole('link', { name: 'Второй раздел' })).toHaveAttribute('href', '#second');
  },
};

/** With the form slot: a second column from 1024 px. */
export const WithForm: Story = {
  args: { form: <FormStandIn /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Форма обратной связи' })).toBeVisible();
  },
};

export const Mobile375: Story = {
  ...phone375,
  args: { form: <FormStandIn /> },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
