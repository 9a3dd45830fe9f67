// One link component for every link in site.yaml: pages of this site go through the
// router; other sites open in a new tab with rel="noopener noreferrer"; tel: and mailto: stay plain.
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { urlKind } from '../config/url-kind.ts';

/** The validator's own rule (src/config/url-kind.ts), so the two cannot disagree. */
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
  if (urlKind(href) === 'tel' || urlKind(href) === 'mailto') {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link to={sitePath(href)} {...rest}>
      {children}
    </Link>
  );
}
