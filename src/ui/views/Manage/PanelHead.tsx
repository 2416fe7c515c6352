import type { ReactNode } from 'react';
import * as queue from './Orders.css.ts';

/** The head every back-office screen opens with: its h1 (labelling the section by `id`) and, once known, a count. */
export function PanelHead({ id, title, meta }: { id: string; title: ReactNode; meta?: ReactNode }) {
  return (
    <div className={queue.head}>
      <h1 id={id} className={queue.title}>
        {title}
      </h1>
      {meta ? <p className={queue.meta}>{meta}</p> : null}
    </div>
  );
}
