import type { ReactNode } from 'react';

/** What a view hands to `renderLink`: the feature maps it onto its router's link. */
export type LinkRenderProps = {
  href: string;
  className: string;
  children: ReactNode;
  /** The link of the page being shown (a navigation's current entry). */
  'aria-current'?: 'page';
  /** A name other than the content's (an arrow that says where it leads). */
  'aria-label'?: string;
};

/**
 * Views never import a router. A feature passes `renderLink` to get client-side navigation; stories and the
 * error fallback use this plain anchor.
 */
export function defaultRenderLink({ href, className, children, ...aria }: LinkRenderProps): ReactNode {
  return (
    <a href={href} className={className} {...aria}>
      {children}
    </a>
  );
}
