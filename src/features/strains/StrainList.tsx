// Strain rows, skeletons while the first page loads; past VIRTUAL_FROM rows only those near the screen are rendered.
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';
import type { Strain } from '@/domain/strain/strain';
import { StrainRow } from './StrainRow';
import styles from './strains.module.css';

/** Lists longer than this are virtual. */
export const VIRTUAL_FROM = 50;
/** Each row's fixed height in pixels (strains.module.css .row). */
const ROW_HEIGHT = 104;
const SKELETONS = 6;

function VirtualStrainList({ strains }: { strains: Strain[] }) {
  const listRef = useRef<HTMLUListElement>(null);
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    setOffset((listRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY);
  }, []);
  const virtualizer = useWindowVirtualizer({ count: strains.length, estimateSize: () => ROW_HEIGHT, overscan: 6, scrollMargin: offset });
  return (
    <ul ref={listRef} className={`${styles.list} ${styles.virtual}`} style={{ height: virtualizer.getTotalSize() }} data-testid="strain-list" data-virtual="true">
      {virtualizer.getVirtualItems().map((row) => {
        const strain = strains[row.index]!;
        return (
          <li key={strain.id} className={styles.row} style={{ transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` }}>
            <StrainRow strain={strain} />
          </li>
        );
      })}
    </ul>
  );
}

export function StrainList({ strains }: { strains: Strain[] | null }) {
  if (!strains) {
    return (
      <div aria-busy="true">
        {Array.from({ length: SKELETONS }, (_, i) => <div key={i} className={`skeleton ${styles.skeletonRow}`} />)}
      </div>
    );
  }
  if (strains.length > VIRTUAL_FROM) return <VirtualStrainList strains={strains} />;
  return (
    <ul className={styles.list} data-testid="strain-list">
      {strains.map((strain) => <li key={strain.id} className={styles.row}><StrainRow strain={strain} /></li>)}
    </ul>
  );
}
