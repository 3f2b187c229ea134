// The week being edited as the completeness rating sees it: photos queued on the device count, as they will be photos.
import type { WeekFields, WeekPhotoFields } from '@/domain/week/week-form';
import type { RatableWeek } from '@/domain/week/week-rating';

/** `photos` are the week's listed photos (with their removal marks); `queuedPhotos` the photos still waiting to upload. */
export function ratableWeek(fields: WeekFields, photos: readonly WeekPhotoFields[], queuedPhotos: number): RatableWeek {
  const review = fields.review_seed;
  return {
    faza: fields.faza,
    text: fields.text,
    props: fields.props,
    items_photo: [...photos, ...Array.from({ length: queuedPhotos }, () => ({ is_remove: false }))],
    items_nutrient: fields.items_nutrient,
    item_harvest: fields.faza === 2
      ? {
        item_review_seed: review && { props: { growing: review.growing, resistance: review.resistance }, n_general: review.n_general, text: review.text },
        items_nutrient: fields.nutrient_reviews,
      }
      : null,
  };
}
