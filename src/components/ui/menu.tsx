import { Menu as BaseMenu } from '@base-ui/react/menu';
import { type MouseEvent, type ReactElement, type ReactNode, useId } from 'react';
import styles from './menu.module.css';

export interface MenuProps {
  /** The element that opens the menu (a Button or IconButton); Base UI wires it up. */
  trigger: ReactElement;
  /** MenuItem, MenuLink, MenuSeparator, MenuGroup. */
  children: ReactNode;
  side?: 'top' | 'bottom' | 'left' | 'right';
  align?: 'start' | 'center' | 'end';
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Accessible name of the menu when the trigger text is not enough. */
  label?: string;
  className?: string;
}

export function Menu({
  trigger,
  children,
  side = 'bottom',
  align = 'end',
  open,
  onOpenChange,
  label,
  className,
}: MenuProps) {
  return (
    <BaseMenu.Root open={open} onOpenChange={onOpenChange ? (next) => onOpenChange(next) : undefined}>
      <BaseMenu.Trigger render={trigger} />
      <BaseMenu.Portal>
        <BaseMenu.Positioner className={styles.positioner} side={side} align={align} sideOffset={6}>
          <BaseMenu.Popup className={[styles.popup, className].filter(Boolean).join(' ')} aria-label={label}>
            {children}
          </BaseMenu.Popup>
        </BaseMenu.Positioner>
      </BaseMenu.Portal>
    </BaseMenu.Root>
  );
}

interface ItemLook {
  /** Icon before the text. */
  icon?: ReactNode;
  /** Secondary text under the label (e.g. a merchant ID). */
  description?: ReactNode;
  /** `danger` for destructive actions (e.g. log out is not one; delete is). */
  tone?: 'default' | 'danger';
}

function ItemContent({
  icon,
  description,
  descriptionId,
  children,
}: ItemLook & { children: ReactNode; descriptionId?: string }) {
  return (
    <>
      {icon ? <span className={styles.icon}>{icon}</span> : null}
      <span className={styles.text}>
        <span className={styles.label}>{children}</span>
        {description ? (
          <span id={descriptionId} className={styles.description}>
            {description}
          </span>
        ) : null}
      </span>
    </>
  );
}

export interface MenuItemProps extends ItemLook {
  children: ReactNode;
  onClick?: (event: MouseEvent<HTMLDivElement>) => void;
  disabled?: boolean;
  /** Why a disabled item cannot be used now: shown under it and read with it. */
  disabledReason?: ReactNode;
  /** Default true. */
  closeOnClick?: boolean;
  className?: string;
}

export function MenuItem({
  children,
  onClick,
  disabled,
  disabledReason,
  closeOnClick,
  icon,
  description,
  tone = 'default',
  className,
}: MenuItemProps) {
  const descriptionId = useId();
  const shown = disabled && disabledReason ? disabledReason : description;
  return (
    <BaseMenu.Item
      className={[styles.item, className].filter(Boolean).join(' ')}
      data-tone={tone}
      onClick={onClick}
      disabled={disabled}
      closeOnClick={closeOnClick}
      aria-describedby={shown ? descriptionId : undefined}
    >
      <ItemContent icon={icon} description={shown} descriptionId={descriptionId}>
        {children}
      </ItemContent>
    </BaseMenu.Item>
  );
}
