import { useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from '@/components/ui/app-icons';
import { IconButton } from '@/components/ui/icon-button';
import { i18n } from '@/i18n/i18n';
import { type RecentItem, rememberVisit, visitOf } from './recent';

/** The palette (Base UI dialog and autocomplete, the lookups, its messages) loads on first use only. */
const CommandPalette = lazy(async () => {
  const [module] = await Promise.all([
    import('./command-palette'),
    import('@/i18n/deferred').then((m) => m.loadDeferredNamespace(i18n, 'palette', i18n.language)),
  ]);
  return { default: module.CommandPalette };
});

/** Ctrl+K, or ⌘K on a Mac. */
function isPaletteShortcut(event: KeyboardEvent): boolean {
  return (
    (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k'
  );
}

/**
 * The header's search button and the Ctrl+K / ⌘K shortcut of every signed-in screen. It
 * also remembers the invoices and stores visited (in this tab's memory only) for the
 * palette's recent items.
 */
export function PaletteLauncher({ className }: { className?: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [recent, setRecent] = useState<RecentItem[]>([]);
  // Where focus goes back to when the palette closes: what had it when it opened.
  const opener = useRef<Element | null>(null);
  const pathname = useRouterState({ select: (state) => state.location.pathname });

  useEffect(() => {
    const visit = visitOf(pathname);
    if (visit) setRecent((list) => rememberVisit(list, visit));
  }, [pathname]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return;
      event.preventDefault();
      setOpen((current) => {
        if (!current) opener.current = document.activeElement;
        return !current;
      });
      setWanted(true);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      <IconButton
        className={className}
        label={t('shell.nav.search')}
        icon={<SearchIcon />}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        onClick={(event) => {
          opener.current = event.currentTarget;
          setWanted(true);
          setOpen(true);
        }}
      />
      {wanted ? (
        <Suspense fallback={null}>
          <CommandPalette open={open} onOpenChange={setOpen} recent={recent} opener={opener} />
        </Suspense>
      ) : null}
    </>
  );
}
