import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { ProductKind } from '../machines/productMachine.ts';
import type { LinkRenderProps } from '../ui/link.tsx';

/** Views take a `renderLink` prop instead of a router: this one makes wouter links (client-side navigation). */
export const renderLink = ({ href, className, children, ...aria }: LinkRenderProps): ReactNode => (
  <Link href={href} className={className} {...aria}>
    {children}
  </Link>
);

/** Part 1 §2.6/§2.7: watches (and sale pieces) at /product/{id}, jewelry at /jewelry/{id}, bags at /bag/{id}. */
export const productHref = (kind: ProductKind, id: number): string =>
  kind === 'watch' ? `/product/${id}` : kind === 'jewelry' ? `/jewelry/${id}` : `/bag/${id}`;
