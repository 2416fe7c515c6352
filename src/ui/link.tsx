import type { ReactNode } from 'react';

/** What a view hands to `renderLink`: the feature maps it onto its router's link. */
export type LinkRenderProps = {
  href: string;
  className: string;
  children: ReactNode;
};

/**
 * Views never import a router. A feature passes `renderLink` to get client-side navigation; stories and the
 * error fallback use this plain anchor.
 */
export function defaultRenderLink({ href, className, children }: LinkRenderProps): ReactNode {
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}
