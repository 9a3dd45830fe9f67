// One link component for every link in site.yaml: pages of this site are plain links to
// their prerendered HTML; other sites open in a new tab with rel="noopener noreferrer";
// tel: and mailto: stay plain.
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { urlKind } from '../site/url-kind.ts';

/** The validator's own rule (src/site/url-kind.ts), so the two cannot disagree. */
export function isExternal(href: string): boolean {
  return urlKind(href) === 'external';
}

/** Site paths without a leading slash are read from the site root. */
export function sitePath(href: string): string {
  return href.startsWith('/') ? href : `/${href}`;
}

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string; children: ReactNode };

export function SmartLink({ href, children, ...rest }: Props) {
  if (isExternal(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  const kind = urlKind(href);
  return (
    <a href={kind === 'tel' || kind === 'mailto' ? href : sitePath(href)} {...rest}>
      {children}
    </a>
  );
}
