import type { CSSProperties } from 'react';
import styles from './skeleton.module.css';

type Size = number | string;

const toCss = (value: Size | undefined): string | undefined =>
  typeof value === 'number' ? `${value}px` : value;

export interface SkeletonProps {
  /** Number (px) or any CSS length; default 100%. Give the size of the content it stands for. */
  width?: Size;
  /** Number (px) or any CSS length; default 1em-based text line. */
  height?: Size;
  radius?: 'sm' | 'md' | 'lg' | 'full';
  className?: string;
  style?: CSSProperties;
}

/**
 * A placeholder block with fixed dimensions, so nothing moves when data arrives.
 * Decorative (aria-hidden): mark the loading container with aria-busy instead.
 */
export function Skeleton({ width, height, radius = 'sm', className, style }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={[styles.skeleton, className].filter(Boolean).join(' ')}
      data-radius={radius}
      style={{ width: toCss(width), height: toCss(height), ...style }}
    />
  );
}

export interface SkeletonTextProps {
  lines?: number;
  /** Font size of the text it stands for: lines get that text's line height. */
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl' | '2xl' | '3xl';
  /** Width of the last line; default 60%. */
  lastLineWidth?: Size;
  /** Width of the other lines; default 100%. */
  width?: Size;
  className?: string;
}

export function SkeletonText({
  lines = 3,
  size = 'md',
  lastLineWidth = '60%',
  width = '100%',
  className,
}: SkeletonTextProps) {
  return (
    <span aria-hidden="true" className={[styles.text, className].filter(Boolean).join(' ')} data-size={size}>
      {Array.from({ length: lines }, (_, index) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder lines.
          key={index}
          className={styles.line}
          style={{ width: toCss(index === lines - 1 && lines > 1 ? lastLineWidth : width) }}
        >
          <span className={styles.skeleton} data-radius="sm" />
        </span>
      ))}
    </span>
  );
}
