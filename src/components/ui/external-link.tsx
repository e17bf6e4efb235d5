import type { ReactNode } from 'react';
import { safeLinkHref } from '@/lib/safe-url';

type Props = {
  /** A URL as the server sent it: shown as a link only when it is absolute http(s). */
  href: string | null | undefined;
  children?: ReactNode;
  className?: string;
};

/**
 * A link to a server-given address (a store's website, an invoice's return URL). Any other
 * scheme (`data:`, `javascript:`, a relative path) is shown as plain text, never as a live
 * link; it always opens in a new tab without handing over this page (noopener, noreferrer).
 */
export function ExternalLink({ href, children, className }: Props) {
  const safe = safeLinkHref(href);
  const content = children ?? href;
  if (!safe) return <span className={className}>{content}</span>;
  return (
    <a href={safe} target="_blank" rel="noopener noreferrer" className={className}>
      {content}
    </a>
  );
}
