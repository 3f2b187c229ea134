// The demo shorts' clips: WebM files committed under server/db/seed/clips/ (made once by make-short-clips.ts).
export const SHORT_CLIPS = ['sprout.webm', 'veg.webm', 'flower.webm', 'harvest.webm'] as const;
