import { Popover as BasePopover } from '@base-ui/react/popover';
import type { ReactElement, ReactNode } from 'react';
import styles from './popover.module.css';

export interface PopoverProps {
  /** The element that toggles the popover (a Button or IconButton). */
  trigger: ReactElement;
  /** Heading of the popover; names the dialog for assistive technology. */
  title?: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  side?: 'top' | 'bottom' | 'left' | 'right';
  align?: 'start' | 'center' | 'end';
  /** Also opens on hover (info tips); still opens on click and keyboard. */
  openOnHover?: boolean;
  /** Traps focus inside and blocks the page (rare: pickers with several fields). */
  modal?: boolean;
  className?: string;
}

export function Popover({
  trigger,
  title,
  description,
  children,
  open,
  onOpenChange,
  side = 'bottom',
  align = 'start',
  openOnHover = false,
  modal = false,
  className,
}: PopoverProps) {
  return (
    <BasePopover.Root
      open={open}
      onOpenChange={onOpenChange ? (next) => onOpenChange(next) : undefined}
      modal={modal}
    >
      <BasePopover.Trigger render={trigger} openOnHover={openOnHover} />
      <BasePopover.Portal>
        <BasePopover.Positioner className={styles.positioner} side={side} align={align} sideOffset={8}>
          <BasePopover.Popup className={[styles.popup, className].filter(Boolean).join(' ')}>
            {title ? <BasePopover.Title className={styles.title}>{title}</BasePopover.Title> : null}
            {description ? (
              <BasePopover.Description className={styles.description}>{description}</BasePopover.Description>
            ) : null}
            {children}
          </BasePopover.Popup>
        </BasePopover.Positioner>
      </BasePopover.Portal>
    </BasePopover.Root>
  );
}
