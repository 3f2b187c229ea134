// A long grid of diary cards rendered as a window-scrolled virtual list: only the rows near the screen exist, so a
// thousand cards scroll smoothly on a phone. Same columns and gaps as DiaryGrid; asks for more when the end comes near.
// Rendered on the server (no window to size it), the cards are a plain DiaryGrid until hydrated; the virtual rows then
// take over at the same places.
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useHydrated } from '@/ui/use-hydrated';
import { EAGER_COVERS, leadCoverIndex } from '@/domain/diary/card-covers';
import type { DiaryCard } from '@/domain/diary/diary';
import { DiaryCardView } from './DiaryCardView';
import { DiaryGrid } from './DiaryGrid';
import styles from './DiaryGrid.module.css';

const MIN_CARD = 220;
const PHONE = 480;
/** Rows above and below the screen kept rendered. */
const OVERSCAN = 3;

/** Columns of DiaryGrid's CSS at a width: two on phones, else as many 220 px columns as fit. */
function columnsAt(width: number): number {
  if (width <= PHONE) return 2;
  return Math.max(1, Math.floor((width + 16) / (MIN_CARD + 16)));
}

interface VirtualDiaryGridProps {
  diaries: DiaryCard[] | null;
  /** Called when the last rows come near the screen (loading more is the caller's business). */
  onNearEnd?: () => void;
}

export function VirtualDiaryGrid({ diaries, onNearEnd }: VirtualDiaryGridProps) {
  const container = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [offset, setOffset] = useState(0);
  const loaded = diaries !== null;

  // Measured again once the grid replaces the skeletons (the container only exists then).
  useLayoutEffect(() => {
    const element = container.current;
    if (!element) return;
    const measure = () => {
      setWidth(element.clientWidth);
      setOffset(element.getBoundingClientRect().top + window.scrollY);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [loaded]);

  const hydrated = useHydrated();
  const shownWidth = width || (hydrated ? window.innerWidth : MIN_CARD);
  const columns = columnsAt(shownWidth);
  const rows = hydrated ? Math.ceil((diaries?.length ?? 0) / columns) : 0;
  const cardWidth = shownWidth / columns;
  const virtualizer = useWindowVirtualizer({
    count: rows,
    // A card: a 4:3 cover plus about 120 px of text, plus the gap.
    estimateSize: () => Math.round(cardWidth * 0.75 + 136),
    overscan: OVERSCAN,
    scrollMargin: offset,
  });
  const items = virtualizer.getVirtualItems();
  const lastRow = items.at(-1)?.index ?? -1;

  useEffect(() => {
    if (rows > 0 && lastRow >= rows - 1 - OVERSCAN) onNearEnd?.();
  }, [lastRow, rows, onNearEnd]);

  if (!diaries) return <DiaryGrid diaries={null} />;
  const lead = leadCoverIndex(diaries);
  if (!hydrated) {
    return (
      <div ref={container} data-testid="diary-list">
        <DiaryGrid diaries={diaries} />
      </div>
    );
  }
  return (
    <div ref={container} style={{ height: virtualizer.getTotalSize(), position: 'relative' }} data-testid="diary-list">
      {items.map((row) => (
        <div
          key={row.key}
          ref={virtualizer.measureElement}
          data-index={row.index}
          className={`${styles.grid} ${styles.row}`}
          style={{ position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`, gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
        >
          {diaries.slice(row.index * columns, row.index * columns + columns).map((diary, i) => (
            <DiaryCardView key={diary.id} diary={diary} eager={row.index * columns + i < EAGER_COVERS} priority={row.index * columns + i === lead} />
          ))}
        </div>
      ))}
    </div>
  );
}
