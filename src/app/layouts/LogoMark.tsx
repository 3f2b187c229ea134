// The product's mark drawn inline from the favicon's own file: a first visit paints it without a request of its own.
import markSvg from '../../../public/icons/favicon.svg?raw';
import styles from './LogoMark.module.css';

/** The mark at `size` CSS pixels square; decorative, so hidden from assistive technology (the link around it is named). */
export function LogoMark({ size }: { size: number }) {
  return <span className={styles.mark} style={{ width: size, height: size }} aria-hidden="true" dangerouslySetInnerHTML={{ __html: markSvg }} />;
}
