/** The product's mark (decorative: the link around it carries the name). */
export function BrandMark() {
  return (
    <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
      <rect width="28" height="28" rx="7" fill="var(--color-accent)" />
      <path
        d="M8 19V9l6 6 6-6v10"
        fill="none"
        stroke="var(--color-on-accent)"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
