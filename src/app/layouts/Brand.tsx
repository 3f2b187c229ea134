// The product's mark and name, linking home.
import { Link } from '@tanstack/react-router';
import styles from './Brand.module.css';

export function Brand() {
  return (
    <Link to="/" className={styles.brand} aria-label="GrowDiaries">
      <img src="/icons/favicon.svg" width={32} height={32} alt="" />
      <span className={styles.name}>GrowDiaries</span>
    </Link>
  );
}
