import { Tooltip as BaseTooltip } from '@base-ui/react/tooltip';
import type { ReactElement, ReactNode } from 'react';
import styles from './tooltip.module.css';

export interface TooltipProps {
  /** Supplementary text; never the only place for essential information (touch users don't see it). */
  content: ReactNode;
  /** The trigger element (must accept a ref and props, e.g. Button, IconButton, a link). */
  children: ReactElement;
  side?: 'top' | 'bottom' | 'left' | 'right';
  align?: 'start' | 'center' | 'end';
  /** Controlled open state (e.g. a "Copied" confirmation shown for a while). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Hover delay in ms; default 500. */
  delay?: number;
  disabled?: boolean;
}

export function Tooltip({
  content,
  children,
  side = 'top',
  align = 'center',
  open,
  onOpenChange,
  delay = 500,
  disabled,
}: TooltipProps) {
  return (
    <BaseTooltip.Root
      open={open}
      onOpenChange={onOpenChange ? (next) => onOpenChange(next) : undefined}
      disabled={disabled}
    >
      <BaseTooltip.Trigger render={children} delay={delay} />
      <BaseTooltip.Portal>
        <BaseTooltip.Positioner className={styles.positioner} side={side} align={align} sideOffset={6}>
          <BaseTooltip.Popup className={styles.popup}>{content}</BaseTooltip.Popup>
        </BaseTooltip.Positioner>
      </BaseTooltip.Portal>
    </BaseTooltip.Root>
  );
}

/** Optional, once near the root: tooltips opened in quick succession skip the delay. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return <BaseTooltip.Provider>{children}</BaseTooltip.Provider>;
}
