// How premium shows its days: as local dates.
export const formatDay = (locale: string, iso: string) => new Date(iso).toLocaleDateString(locale);
