import { Link, useRouterState } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaTabs } from '@/components/layout/area-frame';
import { PROFILE_TABS } from '@/components/layout/area-tabs';
import { useDocumentTitle } from '@/components/layout/document-title';
import { Accordion, AccordionItem } from '@/components/ui/accordion';
import { PageHeader } from '@/components/ui/page-header';
import styles from './profile-area.module.css';
import { SECTION_TITLES, sectionOf } from './profile-sections';
import { useNarrowScreen } from './use-narrow-screen';

/**
 * The profile area's frame (SPEC.md section 2): five tabs on wide screens; up to 993 px the
 * five sections as an accordion whose headers navigate to their route, the current route's
 * panel open (closing it by its header is allowed until the route changes).
 */
export function ProfileArea({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const section = sectionOf(pathname);
  const narrow = useNarrowScreen();
  const [collapsedAt, setCollapsedAt] = useState<string | null>(null);
  const title = t(SECTION_TITLES[section]);
  useDocumentTitle(title);

  if (!narrow) {
    return (
      <>
        <PageHeader title={title} />
        <AreaTabs tabs={PROFILE_TABS} />
        <div className={styles.content}>{children}</div>
      </>
    );
  }

  const open = collapsedAt === pathname ? [] : [section];
  return (
    <>
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
            {tab.to === section ? children : null}
          </AccordionItem>
        ))}
      </Accordion>
    </>
  );
}
