import type { CSSProperties } from 'react';
import * as styles from './Skeleton.css.ts';

export const skeletonShapes = ['block', 'text', 'circle'] as const;
export type SkeletonShape = (typeof skeletonShapes)[number];

export type SkeletonProps = {
  shape?: SkeletonShape;
  /** CSS length; a number means pixels. */
  width?: number | string;
  height?: number | string;
  /** For text: how many lines (the last one shorter). */
  lines?: number;
  className?: string;
};

const length = (value: number | string | undefined) => (typeof value === 'number' ? `${value}px` : value);

/**
 * A placeholder while content loads. Always aria-hidden: the loading region announces itself (aria-busy or a
 * Spinner), a row of grey bars says nothing useful to a screen reader.
 */
export function Skeleton({ shape = 'block', width, height, lines = 1, className }: SkeletonProps) {
  const size: CSSProperties = { width: length(width), height: length(height) };
  const classes = [styles.base, styles.shape[shape], className].filter(Boolean).join(' ');
  if (shape === 'text' && lines > 1) {
    return (
      <span className={styles.lines} aria-hidden="true" style={{ width: size.width }}>
        {Array.from({ length: lines }, (_, index) => (
          <span
            key={index}
            className={index === lines - 1 ? `${classes} ${styles.lastLine}` : classes}
            style={{ height: size.height }}
          />
        ))}
      </span>
    );
  }
  return <span className={classes} aria-hidden="true" style={size} />;
}
