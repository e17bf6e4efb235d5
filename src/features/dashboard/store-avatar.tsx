import styles from './stores-carousel.module.css';

/** The first letter of a title (a whole grapheme, upper-cased). */
export function initialOf(title: string | null): string {
  const first = Array.from((title ?? '').trim())[0] ?? '?';
  return first.toLocaleUpperCase();
}

/** SPEC.md section 2: the store logo (60 x 60) or the first letter of its title. Decorative. */
export function StoreAvatar({ title, logo }: { title: string | null; logo: string | null }) {
  if (logo) {
    return (
      <img
        className={styles.avatar}
        src={logo}
        alt=""
        width={60}
        height={60}
        loading="lazy"
        decoding="async"
      />
    );
  }
  return (
    <span className={styles.avatar} data-letter="" aria-hidden="true">
      {initialOf(title)}
    </span>
  );
}
