// The four stored sizes of a photo (spec §3): pixel length of the longest side.

export const PHOTO_SIZES = { size_s: 240, size_m: 640, size_xl: 1280, size_big: 2048 } as const;
export type PhotoSizeName = keyof typeof PHOTO_SIZES;
