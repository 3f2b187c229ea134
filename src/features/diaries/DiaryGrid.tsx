// A responsive grid of diary cards, with skeletons while the first data loads.
import { EAGER_COVERS, leadCoverIndex } from '@/domain/diary/card-covers';
import type { DiaryCard } from '@/domain/diary/diary';
import { DiaryCardView } from './DiaryCardView';
import styles from './DiaryGrid.module.css';

const SKELETON_COUNT = 8;

export function DiaryGrid({ diaries }: { diaries: DiaryCard[] | null }) {
  if (!diaries) {
    return (
      <div className={styles.grid} aria-busy="true">
        {Array.from({ length: SKELETON_COUNT }, (_, i) => (
          <div key={i} className={`skeleton ${styles.skeleton}`} />
        ))}
      </div>
    );
  }
  const lead = leadCoverIndex(diaries);
  return (
    <div className={styles.grid}>
      {diaries.map((diary, index) => (
        <DiaryCardView key={diary.id} diary={diary} eager={index < EAGER_COVERS} priority={index === lead} />
      ))}
    </div>
  );
}
