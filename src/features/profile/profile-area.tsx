import { Link, useRouterState } from '@tanstack/react-router';
import { type ReactNode, useCallback, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { AreaTabs } from '@/components/layout/area-frame';
import { PROFILE_TABS } from '@/components/layout/area-tabs';
import { useDocumentTitle } from '@/components/layout/document-title';
import { Accordion, AccordionItem } from '@/components/ui/accordion';
import { PageHeader } from '@/components/ui/page-header';
import { useIsMobile } from '@/lib/use-media-query';
import styles from './profile-area.module.css';
import { SECTION_TITLES, sectionOf } from './profile-sections';

/**
 * The profile area's frame (SPEC.md section 2): five tabs on wide screens; up to 993 px the
 * five sections as an accordion whose headers navigate to their route, the current route's
 * panel open (closing it by its header is allowed until the route changes).
 */
export function ProfileArea({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const section = sectionOf(pathname);
  const narrow = useIsMobile();
  const [collapsedAt, setCollapsedAt] = useState<string | null>(null);
  const title = t(SECTION_TITLES[section]);
  useDocumentTitle(title);
  // The page renders once, into a node that moves between the two layouts: crossing 993 px
  // (turning a tablet) keeps the form and what the merchant typed, a conflict message too.
  const [host] = useState(() => {
    const node = document.createElement('div');
    node.className = styles.host ?? '';
    return node;
  });
  const slot = useCallback(
    (node: HTMLElement | null) => {
      if (node && host.parentNode !== node) node.appendChild(host);
    },
    [host],
  );
  const page = createPortal(children, host);

  if (!narrow) {
    return (
      <>
        {page}
        <PageHeader title={title} />
        <AreaTabs tabs={PROFILE_TABS} />
        <div className={styles.content} ref={slot} />
      </>
    );
  }

  const open = collapsedAt === pathname ? [] : [section];
  // `page` comes first in both layouts: the same place in the tree, so React keeps it.
  return (
    <>
      {page}
      <PageHeader title={title} />
      <Accordion
        value={open}
        onValueChange={(next) => setCollapsedAt(next.includes(section) ? null : pathname)}
        variant="plain"
        className={styles.sections}
      >
        {PROFILE_TABS.map((tab) => (
          <AccordionItem
            key={tab.to}
            value={tab.to}
            title={t(tab.label)}
            headingLevel={2}
            triggerRender={<Link to={tab.to} aria-current={tab.to === section ? 'page' : undefined} />}
          >
            {tab.to === section ? <div ref={slot} /> : null}
          </AccordionItem>
        ))}
      </Accordion>
    </>
  );
}
