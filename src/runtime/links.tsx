import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { LinkRenderProps } from '../ui/link.tsx';

/** Views take a `renderLink` prop instead of a router: this one makes wouter links (client-side navigation). */
export const renderLink = ({ href, className, children, ...aria }: LinkRenderProps): ReactNode => (
  <Link href={href} className={className} {...aria}>
    {children}
  </Link>
);
