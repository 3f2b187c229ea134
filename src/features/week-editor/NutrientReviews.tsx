// The harvest review of each nutrient used: a 0-10 rating and a comment per nutrient.
import { useId } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { NutrientReviewFields } from '@/domain/week/week-form';
import { DEFAULT_RATING, MAX_REVIEW_TEXT } from '@/domain/catalogue/review-limits';
import { CataloguePicker } from '@/features/catalogue-picker/CataloguePicker';
import { RatingScale } from './RatingScale';
import styles from './WeekEditor.module.css';

export function NutrientReviews({ value, onChange }: { value: NutrientReviewFields[]; onChange: (next: NutrientReviewFields[]) => void }) {
  const { t } = useTranslation();
  return (
    <CataloguePicker<NutrientReviewFields>
      section="nutrient"
      label={t('weekEditor.harvest.nutrientsPick')}
      value={value}
      onChange={onChange}
      create={(item) => ({ ...item, n_general: DEFAULT_RATING, text: '' })}
      renderExtra={(item, _index, update) => <NutrientReview item={item} onChange={update} />}
    />
  );
}

function NutrientReview({ item, onChange }: { item: NutrientReviewFields; onChange: (next: NutrientReviewFields) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={styles.review}>
      <RatingScale legend={t('weekEditor.harvest.nutrientRating', { name: item.name })} value={item.n_general} onChange={(n_general) => onChange({ ...item, n_general })} />
      <label htmlFor={id} className="visually-hidden">{t('weekEditor.harvest.nutrientText', { name: item.name })}</label>
      <textarea
        id={id}
        className="text-input"
        rows={2}
        maxLength={MAX_REVIEW_TEXT}
        placeholder={t('weekEditor.harvest.nutrientTextPlaceholder')}
        value={item.text}
        onChange={(event) => onChange({ ...item, text: event.target.value })}
      />
    </div>
  );
}
