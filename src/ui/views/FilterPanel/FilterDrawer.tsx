import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../Button/Button.tsx';
import { Drawer } from '../../Drawer/Drawer.tsx';
import * as styles from './FilterPanel.css.ts';
import { FilterPanel, type FilterPanelProps } from './FilterPanel.tsx';

export type FilterDrawerProps = Omit<FilterPanelProps, 'layout' | 'onReset' | 'onCategoryChange' | 'pending' | 'canReset'> & {
  /** Controlled by the feature (the catalogue machine's `editor.drawer` state). */
  open: boolean;
  /** Closing by Escape, the backdrop or the close button drops the staged changes, like Cancel. */
  onCancel: () => void;
  onApply: () => void;
  /** Clears the staged choice (applied with Apply). */
  onReset: () => void;
  /** Apply stays disabled until something has changed (part 1 §2.6). */
  canApply: boolean;
  /** How many products the staged filters find: Apply reads "Показать 14"; null while unknown. */
  resultCount?: number | null;
};

/** The mobile filters: a right-side drawer with reset all, cancel and apply (part 1 §2.6). */
export function FilterDrawer({ open, onCancel, onApply, onReset, canApply, resultCount = null, ...panel }: FilterDrawerProps) {
  const { t } = useLingui();
  return (
    <Drawer
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
      title={t`Фильтры`}
      footer={
        <div className={styles.footer}>
          <Button variant="link" size="sm" onClick={onReset}>
            <Trans>Сбросить всё</Trans>
          </Button>
          <span className={styles.footerSpacer} />
          <Button variant="secondary" size="sm" onClick={onCancel}>
            <Trans>Отмена</Trans>
          </Button>
          <Button size="sm" onClick={onApply} disabled={!canApply}>
            {resultCount === null ? <Trans>Применить</Trans> : <Trans>Показать {resultCount}</Trans>}
          </Button>
        </div>
      }
    >
      <FilterPanel layout="drawer" {...panel} />
    </Drawer>
  );
}
