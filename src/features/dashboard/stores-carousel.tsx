import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import useEmblaCarousel from 'embla-carousel-react';
import { type CSSProperties, type KeyboardEvent, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { storeListAll } from '@/api/stores/stores.queries';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/app-icons';
import { IconButton } from '@/components/ui/icon-button';
import section from '@/components/ui/section.module.css';
import { Skeleton } from '@/components/ui/skeleton';
import {
  CAROUSEL_SLIDES_TO_SCROLL,
  CAROUSEL_THROTTLE_MS,
  EMBLA_DURATION_FOR_300_MS,
  itemsPerView,
} from '@/domain/dashboard';
import { carouselOrder } from '@/domain/stores';
import { throttle } from '@/lib/throttle';
import { AddStoreCard, StoreCard } from './store-slide';
import styles from './stores-carousel.module.css';
import { useCarouselWidth } from './use-viewport';

const SKELETON_SLIDES = 4;

type EmblaApi = ReturnType<typeof useEmblaCarousel>[1];

const STILL = { prev: false, next: false } as const;

/**
 * Starts the carousel and tells which arrows can move it.
 *
 * Embla measures every slide when it starts. It starts inside an animation frame, where the
 * browser lays the page out anyway, instead of forcing an extra layout in the middle of
 * React's work (a long task on phones). Until then the slides sit in place, not yet draggable,
 * and both arrows stay disabled: an inactive Embla answers `canScrollNext()` from its
 * measurements but ignores `scrollNext()`, and the frame may come late (WebKit holds frames
 * back while a page loads, up to 2.5 s). The `reInit` that follows the start is the signal:
 * from then on the arrows follow Embla's own answers.
 */
function useCarouselEdges(api: EmblaApi) {
  const [edges, setEdges] = useState<{ prev: boolean; next: boolean }>(STILL);
  useEffect(() => {
    if (!api) return;
    let started = false;
    const update = () => {
      if (started) setEdges({ prev: api.canScrollPrev(), next: api.canScrollNext() });
    };
    const onScroll = throttle(update, CAROUSEL_THROTTLE_MS);
    api.on('select', update).on('reInit', update).on('resize', update).on('scroll', onScroll);
    const frame = requestAnimationFrame(() => {
      started = true;
      // Emits `reInit`, which updates the arrows.
      api.reInit({ active: true });
    });
    return () => {
      cancelAnimationFrame(frame);
      onScroll.cancel();
      api.off('select', update).off('reInit', update).off('resize', update).off('scroll', onScroll);
      setEdges(STILL);
    };
  }, [api]);
  return edges;
}

/**
 * SPEC.md section 2: the merchant's stores in the section 4 order, then the add-store
 * tile; 1 item scrolled per arrow click with a 300 ms transition.
 */
export function StoresCarousel({ merchantId }: { merchantId: number }) {
  const { t } = useTranslation();
  const titleId = useId();
  const query = useQuery(storeListAll(merchantId));
  const stores = useMemo(() => carouselOrder(query.data?.stores ?? []), [query.data]);
  const count = query.data?.count ?? stores.length;
  const perView = itemsPerView(useCarouselWidth(), stores.length);
  const [viewportRef, api] = useEmblaCarousel({
    active: false,
    align: 'start',
    containScroll: 'trimSnaps',
    slidesToScroll: CAROUSEL_SLIDES_TO_SCROLL,
    duration: EMBLA_DURATION_FOR_300_MS,
  });
  const edges = useCarouselEdges(api);
  const total = stores.length + 1;

  // Embla re-measures by itself when a slide's width or the slide list changes (watchResize, watchSlides).

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft' && edges.prev) {
      event.preventDefault();
      api?.scrollPrev();
    } else if (event.key === 'ArrowRight' && edges.next) {
      event.preventDefault();
      api?.scrollNext();
    }
  };

  return (
    <section
      className={section.section}
      aria-roledescription={t('dashboard.stores.carousel')}
      aria-labelledby={titleId}
    >
      <div className={section.header}>
        <h2 id={titleId} className={section.title}>
          <Link to="/store" className={section.titleLink}>
            {query.isSuccess ? t('dashboard.stores.title_count', { count }) : t('dashboard.stores.title')}
          </Link>
        </h2>
        <div className={styles.arrows}>
          <IconButton
            variant="secondary"
            size="sm"
            label={t('dashboard.stores.previous')}
            icon={<ChevronLeftIcon size={16} />}
            disabled={!edges.prev}
            onClick={() => api?.scrollPrev()}
          />
          <IconButton
            variant="secondary"
            size="sm"
            label={t('dashboard.stores.next')}
            icon={<ChevronRightIcon size={16} />}
            disabled={!edges.next}
            onClick={() => api?.scrollNext()}
          />
        </div>
      </div>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys scroll while focus is on a card inside; the buttons above are the primary controls. */}
      <div
        className={styles.viewport}
        ref={viewportRef}
        style={{ '--per-view': perView } as CSSProperties}
        onKeyDown={onKeyDown}
        aria-busy={query.isPending || undefined}
      >
        <div className={styles.track}>
          {query.isPending
            ? Array.from({ length: SKELETON_SLIDES }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders.
                <div key={index} className={styles.slide} aria-hidden="true">
                  <Skeleton className={styles.skeletonCard} radius="lg" />
                </div>
              ))
            : [
                ...stores.map((store, index) => (
                  // biome-ignore lint/a11y/useSemanticElements: APG carousel pattern: each slide is a group with aria-roledescription "slide".
                  <div
                    key={store.id}
                    className={styles.slide}
                    role="group"
                    aria-roledescription={t('dashboard.stores.slide')}
                    aria-label={t('dashboard.stores.slide_label', { index: index + 1, total })}
                    data-store-id={store.id}
                  >
                    <StoreCard store={store} />
                  </div>
                )),
                // biome-ignore lint/a11y/useSemanticElements: APG carousel pattern: each slide is a group with aria-roledescription "slide".
                <div
                  key="add"
                  className={styles.slide}
                  role="group"
                  aria-roledescription={t('dashboard.stores.slide')}
                  aria-label={t('dashboard.stores.slide_label', { index: total, total })}
                >
                  <AddStoreCard />
                </div>,
              ]}
        </div>
      </div>
    </section>
  );
}
