// The product's mark and name, linking home.
import { Link } from '@tanstack/react-router';
import styles from './Brand.module.css';
import { LogoMark } from './LogoMark';

export function Brand() {
  return (
    <Link to="/" className={styles.brand} aria-label="GrowDiaries">
      <LogoMark size={32} />
      <span className={styles.name}>GrowDiaries</span>
    </Link>
  );
}
